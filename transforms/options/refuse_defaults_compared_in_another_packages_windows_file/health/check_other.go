//go:build !windows

package health

func defaultsDistinct() bool { return true }

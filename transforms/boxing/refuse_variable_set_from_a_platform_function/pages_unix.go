//go:build !windows

package pages

func sysPageSize() int64 { return 4096 }

//go:build windows

package pages

func sysPageSize() int32 { return 4096 }

//go:build windows

package save

import (
	"syscall"
	"unsafe"
)

var procLockFileEx = syscall.NewLazyDLL("kernel32.dll").NewProc("LockFileEx")

func lockFile(h syscall.Handle) error {
	var overlapped syscall.Overlapped
	r, _, err := procLockFileEx.Call(uintptr(h), 2, 0, 1, 0, uintptr(unsafe.Pointer(&overlapped)))
	if r == 0 {
		return err
	}
	return nil
}

// Case: refused (types that differ per platform). Describe prints a Handle, which
// fd_unix.go declares as an int32 and fd_windows.go as a uintptr: the conversion chosen
// for linux (strconv.FormatInt(int64(h), 10)) would print a negative handle where
// windows printed 18446744073709551615. Inode prints fields of syscall.Stat_t, whose
// types differ by platform (Dev is an int32 on darwin): strconv.FormatUint(st.Dev, 10)
// would not compile there. Both are refused as platform_type.
package fd

import (
	"fmt"
	"syscall"
)

// Describe names a file descriptor.
func Describe(name string, h Handle) string {
	return fmt.Sprintf("%s handle=%d", name, h)
}

// Inode names a file by device and inode.
func Inode(path string, st *syscall.Stat_t) string {
	return fmt.Sprintf("%s dev=%d ino=%d", path, st.Dev, st.Ino)
}

// Case: refused (error argument). fmt prints an error through its Error method and a nil
// error as "<nil>"; Errno is a uintptr with an Error method, so %v prints its message, not
// its number. No strconv form or plain string gives those bytes.
package flush

import (
	"fmt"
	"strconv"
)

// Errno is an operating-system error number.
type Errno uintptr

// Error names the common errnos.
func (e Errno) Error() string {
	switch e {
	case 28:
		return "no space left on device"
	case 110:
		return "connection timed out"
	}
	return "errno " + strconv.FormatUint(uint64(e), 10)
}

// Failure describes why a flush failed.
func Failure(err error) string {
	return fmt.Sprintf("failed: %v", err)
}

// SegmentFailure names the segment whose flush failed.
func SegmentFailure(segment string, err error) string {
	return fmt.Sprintf("flush %s: %v", segment, err)
}

// SyscallFailure reports a failed write with its errno.
func SyscallFailure(path string, errno Errno) string {
	return fmt.Sprintf("write %s: %v", path, errno)
}

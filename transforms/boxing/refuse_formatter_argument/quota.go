// Case: refused (Formatter argument). Bytes is an int64 with a Format method, which fmt calls
// for every verb: %s prints "1.5 KiB", not the number, so neither strconv nor the value itself
// reproduces the text.
package quota

import (
	"fmt"
	"io"
	"strconv"
)

// Bytes is a size in bytes.
type Bytes int64

// Format writes sizes of a KiB and more in KiB with one decimal, smaller ones in bytes.
func (b Bytes) Format(f fmt.State, verb rune) {
	if verb != 's' && verb != 'v' {
		io.WriteString(f, strconv.FormatInt(int64(b), 10))
		return
	}
	if b < 1024 && b > -1024 {
		io.WriteString(f, strconv.FormatInt(int64(b), 10)+" B")
		return
	}
	io.WriteString(f, strconv.FormatFloat(float64(b)/1024, 'f', 1, 64)+" KiB")
}

// Usage reports how much of its quota a tenant has used.
func Usage(tenant string, used Bytes) string {
	return fmt.Sprintf("%s used %s", tenant, used)
}

// Headroom reports what is left under a limit.
func Headroom(bucket string, left Bytes, limit Bytes) string {
	return fmt.Sprintf("%s: %s of %s left", bucket, left, limit)
}

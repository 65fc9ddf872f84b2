// Case: refused (a name the rewrite spells is a local variable). Listen formats a named
// port type, which strconv takes only through a conversion: `strconv.FormatUint(
// uint64(port), 10)`. The function keeps a local `uint64` (the parsed limit), so the
// conversion would call that variable and the file would not compile.
package listener

import (
	"fmt"
	"strconv"
)

// Port is a TCP port number.
type Port uint16

// Listen says where a server listens and how many connections it takes.
func Listen(host string, port Port, limit string) string {
	uint64, err := strconv.ParseUint(limit, 10, 32)
	if err != nil {
		uint64 = 1
	}
	return fmt.Sprintf("%s:%d (max %d)", host, port, uint64)
}

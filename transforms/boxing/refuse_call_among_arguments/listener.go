// Case: refused (a call among variable reads). nextPort moves the package's host and port;
// Go leaves unspecified whether port is read before or after the call. gc boxes it after the
// call ("edge-1 moved 8001->8001"), but strconv.Itoa(port) is itself a call, which Go runs
// before nextPort, left to right ("8000->8001"): the concatenation would print other bytes.
package listener

import (
	"fmt"
	"strconv"
)

var (
	host = "edge-0"
	port = 8000
)

// nextPort hands out the next listener port and moves to the host that serves it.
func nextPort() int {
	port++
	host = "edge-" + strconv.Itoa(port%4)
	return port
}

// Rebind takes the next port and describes the move.
func Rebind() string {
	return fmt.Sprintf("%s moved %d->%d", host, port, nextPort())
}

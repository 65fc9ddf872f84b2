// Case: refused (spread_results). A service logs where it listens with
// fmt.Sprint(hostPort()), whose two results Go spreads into Sprint's arguments. Each
// result is a basic type, but the pass rewrites one operand per argument written, so
// the call is left as it is, and the refusal says why rather than calling a string and
// an int no basic type.
package addr

import "fmt"

type listener struct {
	host string
	port int
}

func (l listener) hostPort() (string, int) { return l.host, l.port }

// Describe names where the listener listens.
func (l listener) Describe() string {
	return fmt.Sprint(l.hostPort())
}

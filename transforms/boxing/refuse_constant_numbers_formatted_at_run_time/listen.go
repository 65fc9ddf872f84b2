// Case: refused (no_gain). Listen and Limits print named integer constants: fmt boxes
// a constant for free (static data), but strconv.Itoa(DefaultPort) makes "8080" at run
// time, so the rewrite would make as many allocations (Listen: 2) or more (Limits: 2
// before, 3 after). Both are refused as no_gain, with the count after.
package listen

import "fmt"

const (
	DefaultPort = 8080
	MaxConns    = 1024
)

// Listen formats a listen address on the default port.
func Listen(host string) string {
	return fmt.Sprintf("%s:%d", host, DefaultPort)
}

// Limits formats the server's limits.
func Limits(host string) string {
	return fmt.Sprintf("%s:%d max=%d", host, DefaultPort, MaxConns)
}

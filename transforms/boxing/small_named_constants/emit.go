// Case: an event emitter prints an event's kind (an iota constant), a retry limit
// (`const maxRetries = 3`) and a protocol version written as an expression, beside
// strings. strconv formats a number under 100 from its table without allocating, so
// these named constants cost the rewrite nothing, as a literal under 100 does: the
// type checker gives each one's value. Rewritten.
package emit

import "fmt"

// Kind is an event's kind.
type Kind int

const (
	KindNone Kind = iota
	KindCounter
	KindGauge
)

const (
	maxRetries = 3
	version    = 4*10 + 2
)

// GaugeHeader starts a gauge event's line.
func GaugeHeader(name string) string {
	return fmt.Sprintf("kind=%d name=%s", KindGauge, name)
}

// RetryLine says how often an event is sent again, and in which protocol.
func RetryLine(id string) string {
	return fmt.Sprintf("%s retries=%d v%d", id, maxRetries, version)
}

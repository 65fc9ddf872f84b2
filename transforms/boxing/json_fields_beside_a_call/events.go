// Case: Rewritten (a local's fields beside a call). The event is a value parameter that
// nothing in Encode or Key reaches through a pointer or a closure, so no call among the
// values can change ev.Host or ev.Count: read before or after ev.At.UnixNano(), they are
// the same, and the map becomes a struct and the Sprintf a concatenation.
package events

import (
	"encoding/json"
	"fmt"
	"time"
)

// Event is one measurement from an agent.
type Event struct {
	Host   string
	Metric string
	Value  float64
	Count  int64
	At     time.Time
}

// Encode writes an event the way the collector expects it.
func Encode(ev Event) ([]byte, error) {
	return json.Marshal(map[string]any{
		"host":   ev.Host,
		"metric": ev.Metric,
		"value":  ev.Value,
		"count":  ev.Count,
		"ts":     ev.At.UnixNano(),
	})
}

// Key names the event's series, its count and its minute.
func Key(ev Event) string {
	return fmt.Sprintf("%s/%d/%s", ev.Host, ev.Count, ev.At.UTC().Format("15:04"))
}

// Case: maps handed to encoding/json by address: json.Marshal(&payload) of a local declared
// (with := or var) from a map[string]any literal and used nowhere else (also from a
// closure of the declaring function), and Encode(&map[string]any{…}).
// encoding/json encodes what a pointer points to, so &struct{…}{…} gives the same bytes as
// &map. Rewritten, keeping the `&`.
package webhook

import (
	"encoding/json"
	"io"
)

// Delivery encodes the body of one webhook delivery.
func Delivery(event string, attempt int, delivered bool) ([]byte, error) {
	payload := map[string]any{"event": event, "attempt": attempt, "delivered": delivered}
	return json.Marshal(&payload)
}

// Retry encodes a retry notice; the map is declared with var.
func Retry(event string, delaySeconds int64) ([]byte, error) {
	var notice = map[string]any{"event": event, "delay_s": delaySeconds}
	return json.Marshal(&notice)
}

// Later prepares a delivery body to encode once the queue has room; the map is captured
// by the closure.
func Later(event string, attempt int) func() ([]byte, error) {
	payload := map[string]any{"event": event, "attempt": attempt}
	return func() ([]byte, error) {
		return json.Marshal(&payload)
	}
}

// Ack writes the acknowledgement a receiver sends back.
func Ack(w io.Writer, id string, latencyMillis int64) error {
	return json.NewEncoder(w).Encode(&map[string]any{"id": id, "latency_ms": latencyMillis})
}

// Case: a local map[string]any assigned once from a literal with constant keys and used only
// by json.Marshal, (*json.Encoder).Encode or json.MarshalIndent, with time.Time, error (maybe
// nil), []string and map[string]int values: each map becomes an anonymous struct with tagged
// fields in byte order of the keys, which gives the same bytes. Rewritten.
package events

import (
	"encoding/json"
	"io"
	"time"
)

// Marshal encodes an audit event.
func Marshal(name string, at time.Time, err error, hosts []string, counts map[string]int) ([]byte, error) {
	event := map[string]any{"name": name, "at": at, "error": err, "hosts": hosts, "counts": counts}
	return json.Marshal(event)
}

// WriteAccess writes one access-log line. "Host" sorts first; "http.status" < "httpMethod"
// < "http_route" in byte order.
func WriteAccess(w io.Writer, host, method, route string, status int, at time.Time) error {
	enc := json.NewEncoder(w)
	record := map[string]any{"http_route": route, "httpMethod": method, "http.status": status, "Host": host, "at": at}
	return enc.Encode(record)
}

// StreamFailure writes a job failure straight to a stream.
func StreamFailure(w io.Writer, job string, err error, retries int64) error {
	return json.NewEncoder(w).Encode(map[string]any{"job": job, "error": err, "retries": retries})
}

// Pretty renders an event for a human reading a debug page.
func Pretty(name string, at time.Time, hosts []string, counts map[string]int) ([]byte, error) {
	payload := map[string]any{"name": name, "hosts": hosts, "counts": counts, "at": at}
	return json.MarshalIndent(payload, "", "  ")
}

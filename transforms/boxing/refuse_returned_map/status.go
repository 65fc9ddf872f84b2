// Case: refused (map used elsewhere). Snapshot marshals its map and also returns it to the
// caller, and Publish hands its map to stamp, which may add a "schema" key before the
// marshal: the map must stay a map in both.
package status

import "encoding/json"

// Snapshot encodes a service's status and returns the fields for the caller's own logging.
func Snapshot(service string, uptimeSeconds int64, healthy bool) ([]byte, map[string]any, error) {
	fields := map[string]any{"service": service, "uptime_s": uptimeSeconds, "healthy": healthy}
	b, err := json.Marshal(fields)
	return b, fields, err
}

// stamp marks a payload with the schema version it follows, when there is one.
func stamp(fields map[string]any, schema string) {
	if schema != "" {
		fields["schema"] = schema
	}
}

// Publish encodes a status update for the event bus.
func Publish(service, schema string, queued int) ([]byte, error) {
	update := map[string]any{"service": service, "queued": queued}
	stamp(update, schema)
	return json.Marshal(update)
}

// Case: refused (what the type checker resolved for this build, another declares
// again). Exporter embeds *json.Encoder, and exporter_audit.go (`//go:build audit`)
// gives Exporter an Encode of its own, which adds an "audit" key to a map and would
// never see one if the map became a struct; attrs.Fields is an alias of map[string]any
// here and, under `-tags legacy`, a map type of its own whose MarshalJSON wraps it in an
// envelope the struct would lose.
package tracing

import (
	"encoding/json"
	"io"

	"example.com/tracing/attrs"
)

// Exporter writes spans as JSON lines.
type Exporter struct {
	*json.Encoder
}

// NewExporter writes to w.
func NewExporter(w io.Writer) Exporter {
	return Exporter{json.NewEncoder(w)}
}

// Export writes one finished span.
func (e Exporter) Export(name string, micros int64) error {
	return e.Encode(map[string]any{"name": name, "micros": micros})
}

// SpanAttributes encodes a span's attributes for the collector.
func SpanAttributes(service string, retries int) ([]byte, error) {
	return json.Marshal(attrs.Fields{"service": service, "retries": retries})
}

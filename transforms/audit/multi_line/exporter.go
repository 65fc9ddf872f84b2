// Case: boxes in expressions that span lines. The compiler puts a composite literal at
// its `{`, a call at its `(` and a binary expression at its operator, and so do its
// convT calls and a profile's samples; each `want` is on that line, not on the line the
// expression starts on.
package exporter

import (
	"encoding/json"
	"fmt"
)

type Exporter struct {
	endpoint string
	retries  int
}

// MarshalLog is the value a logger prints for the exporter.
func (e *Exporter) MarshalLog() any {
	return struct {
		Type     string
		Endpoint string
		Retries  int
	}{ // want: return
		Type:     "otlp",
		Endpoint: e.endpoint,
		Retries:  e.retries,
	}
}

type span struct {
	Name       string
	Start, End uint64
}

// MarshalJSON adds the span's duration to its fields.
func (s span) MarshalJSON() ([]byte, error) {
	type alias span
	return json.Marshal(struct {
		alias
		Duration uint64 `json:"duration"`
	}{ // want: argument
		alias:    alias(s),
		Duration: s.End - s.Start,
	})
}

func describe(e *Exporter, attempt int) string {
	return fmt.Sprint(
		"exporter ",
		e.endpoint+ // want: variadic argument
			"/v1/traces",
		" attempt ",
		attempt, // want: variadic argument
	)
}

func report(events chan<- any, e *Exporter) {
	events <- fmt.Sprintf( // want: channel send
		"%s: %d retries", e.endpoint, e.retries) // want: variadic argument, variadic argument
}

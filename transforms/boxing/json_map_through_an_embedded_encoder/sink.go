// Case: Rewritten (Encode promoted from an embedded encoder). An audit sink embeds
// *json.Encoder, as zap- and yarpc-style writers do, and calls `s.Encode(map…{…})`:
// the type checker says Encode is (*json.Encoder).Encode, promoted, so the map literal
// becomes a struct as it would for `s.Encoder.Encode`. A writer declaring an Encode of
// its own (lineSink) calls another method, and is left alone.
package sink

import (
	"encoding/json"
	"io"
)

// AuditSink writes one JSON object per audited request.
type AuditSink struct {
	*json.Encoder
	service string
}

// NewAuditSink writes to w, without HTML escaping, one indented object per event.
func NewAuditSink(w io.Writer, service string) *AuditSink {
	s := &AuditSink{Encoder: json.NewEncoder(w), service: service}
	s.SetEscapeHTML(false)
	s.SetIndent("", "  ")
	return s
}

// Record writes one request's outcome.
func (s *AuditSink) Record(method string, status int, ms float64) error {
	return s.Encode(map[string]any{"service": s.service, "method": method, "status": status, "ms": ms})
}

// lineSink counts what it writes; its Encode is its own, not encoding/json's.
type lineSink struct {
	*json.Encoder
	lines int
}

// Encode counts the line and writes it.
func (l *lineSink) Encode(v any) error {
	l.lines++
	return l.Encoder.Encode(v)
}

// Note writes a note through lineSink's own Encode: not a candidate.
func (l *lineSink) Note(text string) error {
	return l.Encode(map[string]any{"note": text})
}

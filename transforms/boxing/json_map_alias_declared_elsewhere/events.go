// Case: Rewritten (the map's type spelled through an alias declared in another package).
// Handlers build events as `attrs.Fields{…}` where `type Fields = map[string]any` (or
// `attrs.Of[any]{…}`, a generic alias): the declaration never spells the map type, yet
// the literal is one, and json.Marshal of it (or of a local built from it) becomes a
// struct as for `map[string]any{…}`, and the
// import of attrs, used by nothing else in this file, goes. In tags.go a literal of a
// defined map type (attrs.Labels) is a type of its own and is left alone.
package telemetry

import (
	"encoding/json"

	"example.com/telemetry/attrs"
)

// Login encodes one login attempt.
func Login(user string, ok bool, attempt int) ([]byte, error) {
	return json.Marshal(attrs.Fields{"user": user, "ok": ok, "attempt": attempt})
}

// Latency encodes one request's timing through a local, as handlers that log it first do.
func Latency(route string, ms float64) ([]byte, error) {
	ev := attrs.Fields{"route": route, "ms": ms}
	return json.Marshal(ev)
}

// Retry encodes one retry through the generic alias.
func Retry(op string, attempt int) ([]byte, error) {
	return json.Marshal(attrs.Of[any]{"op": op, "attempt": attempt})
}

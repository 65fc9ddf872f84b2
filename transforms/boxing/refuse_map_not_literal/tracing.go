// Case: refused (map_not_literal, map_declared_with_others). Maps handed to json.Marshal
// whose keys are not all written in one literal at the call: a map made with make and
// filled key by key, a map parameter whose keys each caller picks, a map declared
// beside another name (`attrs, n := map…{…}, 0`), and one declared with its type
// written (`var attrs map[string]any = map…{…}`: the variable would have to change
// type). Each is listed with what it is. A
// package-level map, like a field, is not a candidate and is not listed. None is rewritten.
package tracing

import "encoding/json"

// defaults are the attributes every exported span carries.
var defaults = map[string]any{"service": "checkout", "version": 3}

// Span encodes a span's attributes, built one key at a time.
func Span(name string, durationMicros int64, sampled bool) ([]byte, error) {
	attrs := make(map[string]any, 3)
	attrs["name"] = name
	attrs["duration_us"] = durationMicros
	if sampled {
		attrs["sampled"] = true
	}
	return json.Marshal(attrs)
}

// Encode encodes the attributes a caller collected.
func Encode(attrs map[string]any) ([]byte, error) {
	return json.Marshal(attrs)
}

// Link encodes a span link and counts its attributes.
func Link(traceID string, spanID uint64) ([]byte, int, error) {
	attrs, n := map[string]any{"trace_id": traceID, "span_id": spanID}, 2
	b, err := json.Marshal(attrs)
	return b, n, err
}

// Event encodes a span event; the variable's type is written out.
func Event(name string, at int64) ([]byte, error) {
	var attrs map[string]any = map[string]any{"event": name, "at_us": at}
	return json.Marshal(attrs)
}

// Defaults encodes the attributes every span carries.
func Defaults() ([]byte, error) {
	return json.Marshal(defaults)
}

// Case: refused (keys not string literals). One map's keys are built from a prefix, another
// takes its key from a parameter that may equal its constant key "unit" (then the later
// entry wins and one key is printed): neither the field set nor its order is known.
package counters

import "encoding/json"

// EncodeCounter encodes a counter whose field names carry the caller's prefix.
func EncodeCounter(prefix string, count int64, latencyMs float64) ([]byte, error) {
	return json.Marshal(map[string]any{prefix + "count": count, prefix + "latency_ms": latencyMs})
}

// EncodeGauge encodes one gauge under its own name, with its unit.
func EncodeGauge(name string, value float64, unit string) ([]byte, error) {
	gauge := map[string]any{name: value, "unit": unit}
	return json.Marshal(gauge)
}

// Case: a metric's bit mask is sized from a name built with Sprintf from two constants:
// refused (constant_result), as the concatenation would be a constant expression, so
// `1 << len(…)` would be folded and checked at compile time (256 overflows the uint8,
// where today the shift happens at run time and gives 0). The same name as a map
// literal's key beside the literal key it equals is refused too: Go rejects duplicate
// constant keys at compile time, and today the map keeps the built key's value. The name
// itself, returned as a whole value, is Rewritten: a constant means the same there.
package flags

import "fmt"

const (
	namespace = "http"
	subsystem = "server"
)

// mask is the bit of a metric whose full name has as many bytes as the shift.
func mask() uint8 {
	var m uint8 = 1 << len(fmt.Sprintf("%s.%s", namespace, subsystem))
	return m
}

// name is the metric's full name: a whole value, where a constant means the same.
func name() string {
	return fmt.Sprintf("%s_%s", namespace, subsystem)
}

// help maps metric names to their help text; the built name and the literal one are the
// same key (the compiler stores the literal keys first, so the built entry wins).
func help() map[string]string {
	return map[string]string{
		fmt.Sprintf("%s_%s", namespace, subsystem): "built",
		"http_server": "requests served",
	}
}

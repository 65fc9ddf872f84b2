// Package attrs names the shapes the telemetry handlers share; its import path ends in
// the module's major version, as a v2 module's does, and not in its name.
package attrs

// Fields is an event's attributes: an alias, so a Fields literal is a map[string]any.
type Fields = map[string]any

// Labels is a type of its own: its literals are not candidates.
type Labels map[string]string

// With adds the labels every event carries.
func With(labels Labels) Labels {
	labels["service"] = "telemetry"
	return labels
}

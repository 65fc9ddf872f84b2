// Package attrs names the shapes the telemetry handlers share.
package attrs

// Fields is an event's attributes: an alias, so a Fields literal is a map[string]any.
type Fields = map[string]any

// Of is a generic alias: Of[any] is a map[string]any too.
type Of[V any] = map[string]V

// Labels is a type of its own (it may gain methods): its literals are not candidates.
type Labels map[string]string

// Package attrs names the shapes the metrics handlers share.
package attrs

// Fields is an event's attributes: an alias, so a Fields literal is a map[string]any.
type Fields = map[string]any

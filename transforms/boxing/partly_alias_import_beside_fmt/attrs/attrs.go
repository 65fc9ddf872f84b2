// Package attrs names the shapes the audit handlers share.
package attrs

// Fields is an event's attributes: an alias, so a Fields literal is a map[string]any.
type Fields = map[string]any

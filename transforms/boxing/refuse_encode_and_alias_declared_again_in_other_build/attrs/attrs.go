//go:build !legacy

// Package attrs holds the attribute sets spans carry.
package attrs

// Fields are a span's attributes by key.
type Fields = map[string]any

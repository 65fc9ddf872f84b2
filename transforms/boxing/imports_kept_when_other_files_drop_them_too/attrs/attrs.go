// Package attrs spells an event's fields and registers itself.
package attrs

import "example.com/twofiles/registry"

// Fields are an event's fields by name.
type Fields = map[string]any

func init() { registry.Register("attrs") }

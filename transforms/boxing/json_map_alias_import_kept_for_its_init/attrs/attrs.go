// Package attrs names the attribute sets events carry, and registers its encoding.
package attrs

import "example.com/ingest/codecs"

// Fields is an event's attributes: an alias, so a Fields literal is a map[string]any.
type Fields = map[string]any

func init() {
	codecs.Names = append(codecs.Names, "attrs/json")
}

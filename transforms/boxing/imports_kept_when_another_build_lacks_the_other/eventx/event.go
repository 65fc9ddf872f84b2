// Package eventx encodes events.
package eventx

import (
	"encoding/json"

	"example.com/tagged/attrs"
)

// Encode is an event's JSON.
func Encode(name string, code int) ([]byte, error) {
	return json.Marshal(attrs.Fields{"name": name, "code": code})
}

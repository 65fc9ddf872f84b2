// Package eventx encodes events.
package eventx

import (
	"encoding/json"

	"example.com/twofiles/attrs"
)

// Login is a login event's JSON.
func Login(user string, attempt int) ([]byte, error) {
	return json.Marshal(attrs.Fields{"user": user, "attempt": attempt})
}

// Case: Rewritten (the map's type spelled through an alias, whose import stays blank).
// Signup marshals attrs.Fields{…}, with `type Fields = map[string]any`: it becomes a
// struct as for `map[string]any{…}`, and the literal was the file's last use of attrs.
// No other file of this build imports attrs (signup_windows.go is another build's), so
// dropping the import could leave attrs, and its init (it registers the "attrs/json"
// codec), out of a program that has it only through this package: the import stays, as
// `_ "example.com/ingest/attrs"`, and the plan says so. The test checks the registration.
package ingest

import (
	"encoding/json"

	"example.com/ingest/attrs"
)

// Signup encodes one account creation.
func Signup(user string, plan string, seats int) ([]byte, error) {
	return json.Marshal(attrs.Fields{"user": user, "plan": plan, "seats": seats})
}

// Case: Rewritten (an alias's package imported by a path ending in its major version).
// events.go imports example.com/telemetry/attrs/v2, package attrs, only for the Fields
// literal the rewrite turns into a struct; tags.go imports it too, in a file every build
// compiles, for a Labels call the pass leaves alone. So the package stays in the program
// and events.go's import goes: the import in tags.go is matched by its package's name,
// attrs, which the path's last element (v2) is not.
package telemetry

import (
	"encoding/json"

	"example.com/telemetry/attrs/v2"
)

// Login encodes one login attempt.
func Login(user string, ok bool, attempt int) ([]byte, error) {
	return json.Marshal(attrs.Fields{"user": user, "ok": ok, "attempt": attempt})
}

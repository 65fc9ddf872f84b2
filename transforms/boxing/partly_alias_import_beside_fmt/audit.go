// Case: Rewritten (the Sprintf) and refused (the alias literal). The file's only fmt call
// and its only `attrs.` are both rewritten away: the pass drops one import per file, fmt
// here, so the json.Marshal of `attrs.Fields{…}` is refused as import_left_unused rather
// than leaving `attrs` imported and unused, which would not compile.
package audit

import (
	"encoding/json"
	"fmt"

	"example.com/audit/attrs"
)

// Entry encodes one audited change, keyed by its kind and actor.
func Entry(kind, actor string, seq int) (string, []byte, error) {
	key := fmt.Sprintf("%s/%s", kind, actor)
	body, err := json.Marshal(attrs.Fields{"actor": actor, "seq": seq})
	return key, body, err
}

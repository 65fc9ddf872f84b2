// Case: refused (dot_import). The handlers dot-import attrs and write `Fields{…}`: the
// literal is the file's only use of that import, and no `attrs.` shows it. Rewritten,
// the struct would leave `. "example.com/metrics/attrs"` unused, which does not compile.
package metrics

import (
	"encoding/json"

	. "example.com/metrics/attrs"
)

// Flush encodes how many points a flush wrote and how long it took.
func Flush(points int, ms float64) ([]byte, error) {
	return json.Marshal(Fields{"points": points, "ms": ms})
}

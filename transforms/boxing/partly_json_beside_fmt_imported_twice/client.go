// Case: a file importing fmt twice (`"fmt"` and `logfmt "fmt"`, as a merge of two
// changes leaves it). Its fmt calls are refused (fmt_imported_twice: the rewrite could
// leave either import unused); the json map literal beside them is Rewritten, and the
// import edits add nothing for the refused calls (no strconv left unused).
package client

import (
	"encoding/json"
	"fmt"
	logfmt "fmt"
)

// UserAgent names the client and its version.
func UserAgent(version string, build int) string {
	return fmt.Sprintf("client/%s (build %d)", version, build)
}

// Debug renders a request line for the debug log.
func Debug(method string, attempt int) string {
	return logfmt.Sprintf("%s attempt=%d", method, attempt)
}

// Hello encodes the handshake the client opens each connection with.
func Hello(version string, build int, compress bool) ([]byte, error) {
	return json.Marshal(map[string]any{"version": version, "build": build, "compress": compress})
}

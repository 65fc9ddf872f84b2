// Case: Rewritten, and the directive above the dropped import stays. The file's
// `import "fmt"` carries a `//go:generate` line above it; the Sprintf becomes a
// concatenation and fmt's import goes (banner.go uses fmt for more), but a directive
// speaks to a tool, not of the import below it: `go generate` must still find it.
package version

import "strings"

//go:generate go run ./internal/notes -out NOTES.md
import "fmt"

// Label is a build's name and version, as the release notes print it.
func Label(name, version string) string {
	return fmt.Sprintf("%s@%s", name, version)
}

// Normalize lower-cases a version.
func Normalize(version string) string { return strings.ToLower(version) }

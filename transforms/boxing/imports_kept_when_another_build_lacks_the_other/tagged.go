// Case: a gauge package whose only other import reaching fmt is flag, in a file of full
// builds (`//go:build !lite`), and an event package whose only other import of attrs
// (a package with an init function, through which `attrs.Fields` spells
// `map[string]any`) is in such a file too. Rewritten: in this build another import
// reaches each, but `go build -tags lite` has none, so dropping them would move gaugex
// before the packages it ran after and leave attrs out of the program. Both imports
// stay blank (`_ "fmt"`, `_ "example.com/tagged/attrs"`), with a note.
package tagged

import (
	"example.com/tagged/eventx"
	"example.com/tagged/gaugex"
	"example.com/tagged/registry"
)

// Startup is the order the packages registered in, and an event's JSON.
func Startup() []string {
	event, err := eventx.Encode("signup", 7)
	if err != nil {
		return nil
	}
	return append(registry.All(), gaugex.Name("disk", 60), string(event))
}

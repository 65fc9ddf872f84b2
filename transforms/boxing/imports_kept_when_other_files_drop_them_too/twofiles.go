// Case: a gauge package whose two files each import fmt for one Sprintf, and an event
// package whose two files each import attrs (a package with an init function, whose
// `attrs.Fields` spells `map[string]any`) for one literal handed to json. Each file's
// import is the other's only company, and the run rewrites both: counting the other
// file's import would drop all of them, moving gaugex's init before lastx's and leaving
// attrs out of the program. Rewritten, each import kept blank (`_ "fmt"`,
// `_ "example.com/twofiles/attrs"`) with a note.
package twofiles

import (
	"example.com/twofiles/eventx"
	"example.com/twofiles/gaugex"
	_ "example.com/twofiles/lastx"
	"example.com/twofiles/registry"
)

// Startup is the order the packages registered in, and two events' JSON.
func Startup() []string {
	login, err := eventx.Login("ana", 1)
	if err != nil {
		return nil
	}
	logout, err := eventx.Logout("ana", 90)
	if err != nil {
		return nil
	}
	return append(registry.All(), gaugex.Unit("disk", "bytes"), string(login), string(logout))
}

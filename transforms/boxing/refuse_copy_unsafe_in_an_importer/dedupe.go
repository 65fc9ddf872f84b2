// Case: refused (string_copy). A dedupe filter keys its set with fmt.Sprintf("%s%s",
// tenant, id), which copies both strings. Another package of the module, the wire
// decoder, hands it strings made over a buffer it reuses (unsafe.String, as fasthttp-style
// code does). The rewrite `tenant + id` returns id's own bytes when tenant is empty, so
// the set's keys would change with the next frame (Keys lists "b2" twice): a string
// with no text of its own is left to fmt when any package of the module uses unsafe.
package dedupe

import (
	"fmt"
	"slices"
)

// Filter remembers the ids it has seen, per tenant.
type Filter struct {
	seen map[string]bool
}

// New returns an empty filter.
func New() *Filter { return &Filter{seen: map[string]bool{}} }

// Seen records id for tenant and reports whether it was already there.
func (f *Filter) Seen(tenant, id string) bool {
	key := fmt.Sprintf("%s%s", tenant, id)
	if f.seen[key] {
		return true
	}
	f.seen[key] = true
	return false
}

// Keys lists what the filter holds, sorted.
func (f *Filter) Keys() []string {
	keys := make([]string, 0, len(f.seen))
	for k := range f.seen {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

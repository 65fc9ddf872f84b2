// Case: refused (string_copy, unsafe in a file another build compiles). As in
// refuse_copy_unsafe_in_an_importer, the wire decoder hands the filter ids read into a
// buffer it reuses; here it copies them (string(buf)) in the default build and makes
// them over the buffer (unsafe.String) only under `-tags zerocopy`, in a file this build
// leaves out. go list says wire does not import unsafe; the facts program reads the
// files it leaves out. `tenant + id` would keep the buffer's bytes under zerocopy.
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

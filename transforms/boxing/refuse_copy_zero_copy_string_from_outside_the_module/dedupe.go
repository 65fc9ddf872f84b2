// Case: refused (string_copy, a zero-copy string from a dependency outside the module).
// As in refuse_copy_unsafe_in_an_importer, the wire decoder hands the filter ids read
// into a buffer it reuses, here made into strings by bytesconv.B2S, a module of its own
// (replaced by ./bytesconv) that uses unsafe. Neither this package nor wire imports
// unsafe, and this package does not depend on bytesconv: wire, a package of the module,
// does. `tenant + id` would keep the buffer's bytes, and Keys would change with the next
// frame.
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

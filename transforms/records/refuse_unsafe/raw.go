// Case: refused (reflection_or_unsafe). The package imports unsafe, so records may be
// reached in ways the pass cannot see.
package raw

import "unsafe"

type holder struct{ data *payload }

type payload struct{ n int }

func size(h *holder) uintptr { return unsafe.Sizeof(*h) }

// Case: refused (a copy the code relies on, made in another package). A router reads
// route names into one reused buffer and views them as strings with
// bytesconv.B2S (unsafe.String, as fasthttp's b2s), then keeps each with fmt.Sprint or
// fmt.Sprintf("%s%s", prefix, …), which copy. This package does not import unsafe
// itself; the type facts say it depends on a package outside the standard library that
// does. Rewritten, the kept names would share the buffer the next Add overwrites.
package router

import (
	"fmt"

	"example.com/router/internal/bytesconv"
)

// Table keeps route names read from a reused buffer.
type Table struct {
	buf   [64]byte
	names []string
}

// Add copies name into the buffer and keeps it.
func (t *Table) Add(name string) {
	n := copy(t.buf[:], name)
	t.names = append(t.names, fmt.Sprint(bytesconv.B2S(t.buf[:n])))
}

// AddUnder keeps name under a prefix, which may be empty.
func (t *Table) AddUnder(prefix, name string) {
	n := copy(t.buf[:], name)
	t.names = append(t.names, fmt.Sprintf("%s%s", prefix, bytesconv.B2S(t.buf[:n])))
}

// Names returns the names kept so far.
func (t *Table) Names() []string { return t.names }

// Case: refused (a copy the code relies on). A header parser turns bytes of a buffer it
// reuses into strings without copying (b2s, over unsafe.String, as fasthttp does), and
// keeps a value with fmt.Sprint, which copies. The rewrite would keep b2s's string
// itself, whose bytes the next Parse overwrites ("Host" would read "Date"): in a
// package using unsafe, a result that may be one operand's own string is left alone.
package header

import (
	"fmt"
	"unsafe"
)

// b2s views b as a string without copying; b must not change while the string lives.
func b2s(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// Parser reads header names into one reused buffer.
type Parser struct {
	buf  [64]byte
	kept []string
}

// Parse copies name into the buffer and keeps it.
func (p *Parser) Parse(name string) {
	n := copy(p.buf[:], name)
	p.kept = append(p.kept, fmt.Sprint(b2s(p.buf[:n])))
}

// Kept returns the names kept so far.
func (p *Parser) Kept() []string { return p.kept }

package records

import (
	"fmt"
	"unsafe"
)

// Pair is two counters laid out side by side.
type Pair struct {
	Other int
	Count int
}

// next points at the counter after the one it was given.
var next *int

// move bumps the counter next points at.
func move() string {
	*next += 40
	return "moved"
}

// Offsets reaches Count from Other's address, as code walking a struct's fields by
// offset does: no overlap of spelled paths shows it.
func Offsets(p Pair) string {
	next = (*int)(unsafe.Add(unsafe.Pointer(&p.Other), unsafe.Sizeof(p.Other)))
	return fmt.Sprintf("%d %s", p.Count, move())
}

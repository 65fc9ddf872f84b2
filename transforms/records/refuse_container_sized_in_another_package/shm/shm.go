// Package shm lays out the shared-memory segment the spectator process maps.
package shm

import (
	"unsafe"

	arena "example.com/arena"
)

// SlotBytes is the size of one player slot in the segment.
const SlotBytes = unsafe.Sizeof(arena.Player{})

// Offset is where slot i starts.
func Offset(i int) uintptr { return uintptr(i) * SlotBytes }

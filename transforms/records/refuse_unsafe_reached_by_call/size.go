package game

import "unsafe"

// footprint reports the bytes the current player's struct takes.
func footprint() uintptr {
	p := current()
	return unsafe.Sizeof(*p)
}

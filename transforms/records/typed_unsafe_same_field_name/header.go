package net

import "unsafe"

type header struct {
	kind  uint16
	items uint16
}

// parse reads a header from the front of a packet, which must hold at least 4 bytes.
func parse(packet []byte) header {
	h := *(*header)(unsafe.Pointer(&packet[0]))
	return header{kind: h.kind, items: h.items}
}

package shm

import (
	"testing"
	"unsafe"
)

func TestSlotsHoldANameAndAPointer(t *testing.T) {
	// The spectator reads a name (a string header) and one pointer per slot.
	want := unsafe.Sizeof("") + unsafe.Sizeof(uintptr(0))
	if SlotBytes != want {
		t.Fatalf("slot is %d bytes, the spectator reads %d", SlotBytes, want)
	}
	if Offset(3) != 3*want {
		t.Fatalf("slot 3 at %d", Offset(3))
	}
}

package proto

import (
	"reflect"
	"testing"
)

func TestOptionsConfigureTheConnection(t *testing.T) {
	c := Dial(WithCapability(0), WithCapability(7), WithFlag(2), WithWindow(65535))
	if want := (conn{caps: 0x81, flags: 4, window: 65535}); c != want {
		t.Fatalf("got %+v, want %+v", c, want)
	}
}

func TestBitsPastTheByteAreDropped(t *testing.T) {
	if WithCapability(8) != NoCapabilities() {
		t.Error("capability 8 should wrap to no capability")
	}
	if !reflect.DeepEqual(WithFlag(9), WithFlag(17)) {
		t.Error("flags 9 and 17 both wrap to an empty mask")
	}
	if WithCapability(1) == WithCapability(9) {
		t.Error("capability 1 and 9 differ")
	}
	if c := Dial(WithCapability(8), WithFlag(8)); c != (conn{}) {
		t.Errorf("got %+v", c)
	}
}

var sink Option

func BenchmarkConstructWindow(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = WithWindow(i + 1000)
	}
}

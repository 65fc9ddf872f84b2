package wire

import (
	"strings"
	"testing"
)

func TestRepeatsAreSeen(t *testing.T) {
	d := fresh()
	for _, id := range []string{"a1", "b2"} {
		if d.Frame(id) {
			t.Fatalf("%s seen before its first frame", id)
		}
	}
	if !d.Frame("a1") {
		t.Fatal("a1 not seen on its second frame")
	}
}

func TestKeysKeepTheirText(t *testing.T) {
	d := fresh()
	d.Frame("a1")
	d.Frame("b2")
	if got := strings.Join(d.filter.Keys(), ","); got != "a1,b2" {
		t.Fatalf("keys %q", got)
	}
}

// live holds the decoder under test, as a server holds its connection's decoder.
var live *Decoder

func fresh() *Decoder {
	live = NewDecoder(16)
	return live
}

package interp_test

import (
	"testing"

	"example.com/interp"
)

// fixtures is a stack of expected function names.
type fixtures struct{ names []string }

// frameListTop is the newest expected name.
func frameListTop(f *fixtures) string { return f.names[len(f.names)-1] }

func TestCallAndReturn(t *testing.T) {
	var m interp.VM
	want := &fixtures{names: []string{"-", "main", "parse"}}
	m.Call("main")
	m.Call("parse")
	if got := m.Current(); got != frameListTop(want) {
		t.Fatalf("current %q, want %q", got, frameListTop(want))
	}
	m.Return()
	m.Return()
	if got := m.Current(); got != "-" {
		t.Fatalf("current %q after returning from both", got)
	}
}

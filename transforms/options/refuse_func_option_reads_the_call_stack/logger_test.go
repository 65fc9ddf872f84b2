package logger

import "testing"

func TestTheBuilderIsTheFunctionApplyingTheOptions(t *testing.T) {
	c := New(RecordBuilder(), WithLevel(2))
	if c.builtBy != "New" || c.level != 2 {
		t.Fatalf("built by %q at level %d, want New at 2", c.builtBy, c.level)
	}
}

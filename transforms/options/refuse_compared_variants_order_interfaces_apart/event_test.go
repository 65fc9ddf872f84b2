package event

import "testing"

func TestDedupeDropsRepeats(t *testing.T) {
	got := Dedupe([]Option{Field("a", 1, false), Default("b", 2, true), Field("a", 1, false)})
	if len(got) != 2 {
		t.Fatalf("kept %d options", len(got))
	}
}

func dedupePanics(opts ...Option) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	Dedupe(opts)
	return false
}

func TestDedupePanicsOnSlicesItReaches(t *testing.T) {
	if !dedupePanics(Field("ids", []int{1}, false), Field("ids", []int{1}, true)) {
		t.Fatal("comparing two fields holding slices must panic")
	}
	// A default's flag comes first: two that differ there are told apart unread.
	if dedupePanics(Default("ids", []int{1}, false), Default("ids", []int{1}, true)) {
		t.Fatal("defaults with different flags must differ without comparing their values")
	}
}

package guild

import "testing"

func TestRecord(t *testing.T) {
	g := &guild{name: "owls"}
	if w, l := g.record(); w != -1 || l != -1 {
		t.Fatalf("no games yet: %d %d", w, l)
	}
	g.win()
	g.win()
	g.lose()
	if w, l := g.record(); w != 2 || l != 1 {
		t.Fatalf("record %d-%d", w, l)
	}
	g.reset()
	if w, _ := g.record(); w != -1 {
		t.Fatal("reset forgets")
	}
}

package arena

import "testing"

func TestCap(t *testing.T) {
	p := NewPlayer("ana")
	if p.Cap() != -1 {
		t.Fatalf("a new player has cap %d", p.Cap())
	}
	p.SetCap(5)
	if p.Cap() != 5 {
		t.Fatalf("cap %d after SetCap(5)", p.Cap())
	}
}

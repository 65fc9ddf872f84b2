package arena

import "testing"

func TestHits(t *testing.T) {
	p := &player{name: "ana"}
	if p.hits() != 0 {
		t.Fatal("hits before a fight")
	}
	p.hit()
	p.hit()
	if p.hits() != 2 {
		t.Fatalf("hits %d", p.hits())
	}
}

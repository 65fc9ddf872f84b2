package session

import (
	"fmt"
	"testing"
)

func TestBatch(t *testing.T) {
	c := conn{limit: 2}
	c.send("a")
	c.send("b")
	c.send("c")
	if got := fmt.Sprint(c.batch()); got != "[c b]" {
		t.Fatalf("batch %s, want [c b]", got)
	}
	c.cancel("c")
	if got := fmt.Sprint(c.batch()); got != "[b a]" {
		t.Fatalf("batch %s, want [b a]", got)
	}
	c.cancel("b")
	c.cancel("a")
	if got := fmt.Sprint(c.batch()); got != "[]" {
		t.Fatalf("batch of nothing %s, want []", got)
	}
}

package session

import (
	"fmt"
	"testing"
)

func TestBatch(t *testing.T) {
	var c conn
	c.send("a")
	c.send("b")
	c.send("c")
	if got := fmt.Sprint(c.batch(&budget{max: 2})); got != "[c b]" {
		t.Fatalf("batch %s, want [c b]", got)
	}
	c.cancel("b")
	c.cancel("a")
	c.cancel("c")
	if got := fmt.Sprint(c.batch(nil)); got != "[]" {
		t.Fatalf("batch of nothing %s, want []", got)
	}
}

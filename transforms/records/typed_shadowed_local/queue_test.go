package queue

import "testing"

func TestBest(t *testing.T) {
	got := best([]score{{"ann", 3}, {"bob", 7}, {"cy", 5}})
	if got != "bob" || last.name != "cy" {
		t.Fatalf("best = %q, last = %+v", got, last)
	}
	if best(nil) != "" {
		t.Fatal("empty queue has a best")
	}
}

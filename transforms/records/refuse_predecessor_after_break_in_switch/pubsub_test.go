package pubsub

import (
	"slices"
	"testing"
)

func TestUnsubscribeKeepsTheSecondOfTwoInARow(t *testing.T) {
	b := &broker{}
	b.subscribe("orders", 0)
	b.subscribe("orders", 1)
	b.subscribe("orders", 1)
	b.unsubscribe(1)
	if got := b.ids(); !slices.Equal(got, []int{1, 0}) {
		t.Fatalf("after unsubscribe: %v", got)
	}
}

func TestDropTopicsKeepsTheSecondOfTwoInARow(t *testing.T) {
	r := &router{}
	r.add("a")
	r.add("b")
	r.add("b")
	r.add("c")
	r.dropTopics([]string{"b"})
	if got := r.topics(); !slices.Equal(got, []string{"c", "b", "a"}) {
		t.Fatalf("after drop: %v", got)
	}
}

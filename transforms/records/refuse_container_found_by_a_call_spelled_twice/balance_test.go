package balance

import (
	"fmt"
	"testing"
)

func TestEachWorkerKeepsItsOwnChain(t *testing.T) {
	b := &balancer{
		workers: []*worker{&worker{}, &worker{}, &worker{}},
		order:   []int{0, 0, 0, 0, 0, 0, 1, 0, 2, 0},
	}
	for id := 0; id < 5; id++ {
		b.submit(id)
	}
	got := fmt.Sprint(b.workers[0].ids(), b.workers[1].ids(), b.workers[2].ids())
	if want := "[2 1 0] [3 2 1 0] [4 2 1 0]"; got != want {
		t.Fatalf("chains %s, want %s", got, want)
	}
}

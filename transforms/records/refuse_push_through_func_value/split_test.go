package split

import "testing"

func TestDrainSplitsAndCounts(t *testing.T) {
	s := newStack()
	s.push(1, 3)
	s.push(2, 2)
	s.drain()
	counts := map[int]int{}
	for it := s.items; it != nil; it = it.next {
		counts[it.id] += it.count
	}
	if counts[1] != 2 || counts[2] != 1 || counts[101] != 1 || counts[102] != 1 {
		t.Fatalf("counts = %v", counts)
	}
}

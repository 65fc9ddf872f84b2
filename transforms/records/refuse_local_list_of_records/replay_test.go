package replay

import "testing"

func TestMirroredReplay(t *testing.T) {
	m := &match{}
	m.play(1, 2)
	m.play(3, 4)
	if m.count() != 2 {
		t.Fatalf("count = %d, want 2", m.count())
	}
	head := mirrored([]int{1, 3}, []int{2, 4})
	if head.x != -3 || head.y != -4 {
		t.Fatalf("newest mirrored move is (%d, %d), want (-3, -4)", head.x, head.y)
	}
}

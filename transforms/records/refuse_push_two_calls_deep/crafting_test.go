package crafting

import "testing"

func TestTickCountsEveryStack(t *testing.T) {
	var b bench
	b.add(1)
	b.add(2)
	b.tick()
	b.tick()
	// Two stacks ticked twice, and the two split off on the second tick not yet ticked.
	if got := b.totalTicks(); got != 4 {
		t.Fatalf("totalTicks = %d, want 4", got)
	}
}

package chat

import "testing"

func TestBacklogSizeCountsRunes(t *testing.T) {
	c := &channel{name: "général"}
	c.post("ana", "héllo")
	c.post("bo", "✓ ok")
	if got := c.size(); got != 9 {
		t.Fatalf("size = %d, want 9", got)
	}
}

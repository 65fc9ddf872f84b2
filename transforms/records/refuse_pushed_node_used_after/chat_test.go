package chat

import "testing"

func TestPostedMessagesAreDelivered(t *testing.T) {
	r := &room{}
	r.post("hi")
	r.post("gg")
	if got := r.undelivered(); got != 0 {
		t.Fatalf("undelivered = %d, want 0", got)
	}
}

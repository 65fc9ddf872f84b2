package inbox

import "testing"

func TestEmptiness(t *testing.T) {
	b := &inbox{}
	if !b.empty() || b.unread() {
		t.Fatal("new inbox is empty")
	}
	b.add("hi")
	if b.empty() || !b.unread() {
		t.Fatal("inbox with a message")
	}
	b.clear()
	if !b.empty() {
		t.Fatal("cleared inbox is empty")
	}
}

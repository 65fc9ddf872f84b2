package frames

import "testing"

func TestTopicOutlivesItsFrame(t *testing.T) {
	var d Decoder
	d.Next("alpha")
	topic := d.Topic()
	d.Next("omega")
	if topic != "alpha" {
		t.Fatalf("kept %q, want alpha", topic)
	}
}

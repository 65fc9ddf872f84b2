package frames

import "testing"

func TestTopicsOutliveTheirFrame(t *testing.T) {
	var d Decoder
	d.Next("alpha")
	topic, key := d.Topic(), d.Key("")
	d.Next("omega")
	if topic != "alpha" || key != "alpha" {
		t.Fatalf("kept %q and %q, want alpha", topic, key)
	}
}

package archive

import "testing"

func TestArchive(t *testing.T) {
	if got := Archive("hello"); got != "hello" {
		t.Fatalf("Archive = %q", got)
	}
	w := NewWriter(nil)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

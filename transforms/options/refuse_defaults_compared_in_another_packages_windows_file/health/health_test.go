package health

import "testing"

func TestReady(t *testing.T) {
	if !Ready() {
		t.Fatal("not ready")
	}
}

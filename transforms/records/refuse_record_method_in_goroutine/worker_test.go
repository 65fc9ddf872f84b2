package jobs

import "testing"

func TestStartedJobReportsItsName(t *testing.T) {
	w := &worker{}
	w.assign("compact")
	done := make(chan string, 1)
	w.start(done)
	if got := <-done; got != "compact" {
		t.Fatalf("job reported %q, want compact", got)
	}
}

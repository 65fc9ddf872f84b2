package netconn

import "testing"

func TestCloseReportsWhatWasWritten(t *testing.T) {
	c := dial(1)
	c.write(3)
	c.write(4)
	if got := c.close(); got != 7 {
		t.Fatalf("close = %d, want 7", got)
	}
	if got := c.close(); got != 0 {
		t.Fatalf("second close = %d, want 0", got)
	}
}

package audit

import (
	"testing"
	"time"
)

func TestTimeoutChange(t *testing.T) {
	c := Timeout(time.Second, 2*time.Second)
	if c.Noop() || !Timeout(time.Second, time.Second).Noop() {
		t.Fatal("noop")
	}
	if got := c.String(); got != "dialer.timeoutOption -> dialer.timeoutOption" {
		t.Fatalf("change %s", got)
	}
}

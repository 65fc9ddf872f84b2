package dial

import (
	"testing"
	"time"
)

func TestOptionsSetTheDialer(t *testing.T) {
	d := NewDialer(WithTimeout(3*time.Second), WithKeepAlive(-1))
	if d.Timeout != 3*time.Second || d.KeepAlive != -1 {
		t.Fatalf("dialer = %+v", d)
	}
	if errNoAddress.Error() != "dial: no address" {
		t.Fatal(errNoAddress)
	}
}

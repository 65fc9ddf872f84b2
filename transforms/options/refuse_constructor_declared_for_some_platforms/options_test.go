package dialer

import "testing"

func TestOptionsApplyInOrder(t *testing.T) {
	d := New(WithAddr("a:1"), WithTLS(true))
	if d.cfg.addr != "a:1" || !d.cfg.tls {
		t.Fatalf("config %+v", d.cfg)
	}
}

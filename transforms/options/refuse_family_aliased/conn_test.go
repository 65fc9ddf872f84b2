package conn

import (
	"testing"
	"time"
)

func TestConnect(t *testing.T) {
	o := Connect(Name("orders"), WithLevel(2), ReconnectWait(time.Second))
	if o.name != "orders" || o.level != 2 || o.wait != time.Second {
		t.Errorf("options = %+v", o)
	}
}

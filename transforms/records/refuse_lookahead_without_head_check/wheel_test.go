package timers

import (
	"fmt"
	"testing"
)

func TestExpire(t *testing.T) {
	var w wheel
	w.expire(9)
	w.add(1, 10)
	w.add(2, 20)
	w.add(3, 30)
	w.expire(2)
	w.expire(3)
	if got := fmt.Sprint(w.ids()); got != "[1]" {
		t.Fatalf("ids %s, want [1]", got)
	}
}

func TestCancelOnAnEmptyWheelPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("cancel on an empty wheel returned; it reads nil.next")
		}
	}()
	var w wheel
	w.cancel(1)
}

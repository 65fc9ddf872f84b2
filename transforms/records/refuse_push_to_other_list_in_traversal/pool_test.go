package pool

import (
	"reflect"
	"testing"
)

func TestMirrorOntoItself(t *testing.T) {
	p := &pool{}
	p.put(1)
	p.put(2)
	p.put(3)
	mirror(p, p)
	if got := p.busyCount(); got != 3 {
		t.Errorf("busy = %d, want 3", got)
	}
}

func TestDrainItself(t *testing.T) {
	p := &pool{}
	p.put(1)
	p.put(2)
	p.put(3)
	if got := drain(p, p); !reflect.DeepEqual(got, []int{3, 2, 1}) {
		t.Errorf("drain = %v, want [3 2 1]", got)
	}
}

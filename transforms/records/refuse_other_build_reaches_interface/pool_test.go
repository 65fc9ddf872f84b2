package pool

import (
	"reflect"
	"testing"
)

func TestTake(t *testing.T) {
	p := &pool{}
	p.put(1)
	p.put(2)
	p.put(3)
	if !p.take(2) || !reflect.DeepEqual(p.ids(), []int{3, 1}) {
		t.Errorf("after take(2): %v", p.ids())
	}
}

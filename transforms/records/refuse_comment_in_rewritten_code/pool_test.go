package pool

import (
	"reflect"
	"testing"
)

func TestRelease(t *testing.T) {
	p := &pool{}
	p.put(1)
	p.put(2)
	p.put(3)
	if !p.release(3) || !p.release(1) || p.release(9) {
		t.Fatal("release")
	}
	if got := p.ids(); !reflect.DeepEqual(got, []int{2}) {
		t.Errorf("ids = %v, want [2]", got)
	}
}

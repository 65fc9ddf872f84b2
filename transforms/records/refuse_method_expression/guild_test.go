package guild

import (
	"reflect"
	"testing"
)

func TestSizes(t *testing.T) {
	a, b := &guild{}, &guild{}
	a.join(1)
	a.join(2)
	b.join(3)
	if got := sizes([]*guild{a, b}); !reflect.DeepEqual(got, []int{2, 1}) {
		t.Errorf("sizes = %v", got)
	}
}

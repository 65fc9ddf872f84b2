package inventory

import (
	"reflect"
	"testing"
)

func TestRemoveLeavesWhatWasNeverAdded(t *testing.T) {
	a, b := &inventory{}, &inventory{}
	a.add(1, 5)
	a.add(2, 1)
	a.remove(2)
	b.add(1, 5)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("inventories differ after the removal")
	}
}

package inventory

import (
	"reflect"
	"testing"
)

func TestPublishedInventoriesMatchAfterRemoval(t *testing.T) {
	var a, b shelf
	restocked := &inventory{}
	restocked.add(1, 5)
	restocked.add(2, 1)
	restocked.remove(2)
	a.publish(restocked)
	fresh := &inventory{}
	fresh.add(1, 5)
	b.publish(fresh)
	if !reflect.DeepEqual(a.load(), b.load()) {
		t.Fatal("published inventories differ after the removal")
	}
}

package scores

import "testing"

func TestSum(t *testing.T) {
	b := &board{}
	b.add(2)
	b.add(3)
	if b.sum() != 5 {
		t.Fatal("sum")
	}
}

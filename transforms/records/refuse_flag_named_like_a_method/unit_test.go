package arena

import "testing"

func TestDown(t *testing.T) {
	var u unit
	if !u.down() {
		t.Fatal("a unit without stats is down")
	}
	u.spawn(3)
	u.hit(1)
	if u.down() {
		t.Fatal("a unit with hp left is not down")
	}
	u.hit(2)
	if !u.down() {
		t.Fatal("a unit without hp is down")
	}
}

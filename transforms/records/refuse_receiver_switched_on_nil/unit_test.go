package unit

import "testing"

func TestShieldAbsorbsOnlyWhenEquipped(t *testing.T) {
	bare := &unit{name: "ann", hp: 10}
	bare.hit(4)
	armed := &unit{name: "bob", hp: 10}
	armed.equip("buckler", 3)
	armed.hit(4)
	if bare.hp != 6 || armed.hp != 9 {
		t.Fatalf("hp = %d, %d; want 6, 9", bare.hp, armed.hp)
	}
}

package team

import "testing"

func TestPairShares(t *testing.T) {
	a, b := (&player{base: &stats{hp: 1}}).pair()
	a.base.hp = 9
	if b.base.hp != 9 {
		t.Fatal("the pair shares one record")
	}
	p, q := &player{}, &player{}
	p.reset()
	q.reset()
	p.bag.gold = 5
	if q.gold() != 5 {
		t.Fatal("the default bag is shared")
	}
}

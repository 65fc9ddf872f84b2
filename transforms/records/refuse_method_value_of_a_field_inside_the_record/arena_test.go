package arena

import "testing"

func TestHitCallbackStaysWithItsRound(t *testing.T) {
	p := &player{}
	p.newRound()
	hit := p.onHit()
	hit(5)
	p.newRound()
	if got := hit(1); got != 6 || p.stats.damage.v != 0 {
		t.Fatalf("hit = %d, new round's damage = %d; want 6 and 0", got, p.stats.damage.v)
	}
}

func TestHealsReachEveryUnit(t *testing.T) {
	s := &squad{}
	s.enlist(1)
	s.enlist(2)
	heals := s.healers()
	s.enlist(3)
	for _, heal := range heals {
		heal(10)
	}
	var hp []int
	for u := s.units; u != nil; u = u.next {
		hp = append(hp, u.hp.v)
	}
	if len(hp) != 3 || hp[0] != 0 || hp[1] != 10 || hp[2] != 10 {
		t.Fatalf("hp = %v, want [0 10 10]", hp)
	}
}

func TestOldUnlockLeavesTheNewInboxLocked(t *testing.T) {
	c := &conn{}
	c.open()
	unlock := c.lockInbox()
	c.open()
	c.inbox.mu.Lock()
	unlock()
	if c.inbox.mu.TryLock() {
		t.Fatal("the old unlock released the new inbox")
	}
}

func TestDamageReadAsWhenBound(t *testing.T) {
	p := &player{}
	p.newRound()
	p.stats.damage.v = 4
	now := p.damageNow()
	p.stats.damage.v = 9
	if got := now(); got != 4 {
		t.Fatalf("damageNow = %d, want 4", got)
	}
}

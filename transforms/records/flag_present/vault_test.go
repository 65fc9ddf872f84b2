package vault

import "testing"

func TestVault(t *testing.T) {
	v := newVault()
	if v.locked() {
		t.Fatal("a new vault is open")
	}
	v.lock(7, "ann")
	if !v.locked() {
		t.Fatal("lock")
	}
	v.unlock()
	if v.locked() {
		t.Fatal("unlock")
	}
}

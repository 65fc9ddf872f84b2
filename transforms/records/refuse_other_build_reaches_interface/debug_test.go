//go:build debug

package pool

import "testing"

func TestSameAfterTake(t *testing.T) {
	a, b := newDebugPool(), newDebugPool()
	a.put(1)
	a.put(2)
	a.take(2)
	b.put(1)
	if !a.sameAs(b) {
		t.Error("pools holding the same connections differ")
	}
}

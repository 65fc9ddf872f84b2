package proxy

import "testing"

func TestQueuedBackendIsNoLongerMirrored(t *testing.T) {
	p := &pool{}
	if !p.mirrored() {
		t.Fatal("two idle backends differ")
	}
	p.active.client.Queue("/health")
	if p.mirrored() {
		t.Fatal("still mirrored after a queued request")
	}
}

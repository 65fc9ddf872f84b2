package cache

import "testing"

func TestNew(t *testing.T) {
	if ttl, size := New(Forever(), Size(1024)); ttl != 86400 || size != 1024 {
		t.Errorf("New = %d, %d", ttl, size)
	}
}

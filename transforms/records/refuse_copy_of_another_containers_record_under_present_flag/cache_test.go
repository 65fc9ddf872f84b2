package cache

import "testing"

func TestFromTemplateKeepsTheTemplatesHits(t *testing.T) {
	if h := FromTemplate().Hits(); h != 7 {
		t.Fatalf("hits %d, want 7", h)
	}
	if h := (&Cache{}).Hits(); h != -1 {
		t.Fatalf("hits %d on a cache without stats", h)
	}
}

package lobby

import "testing"

func TestBanner(t *testing.T) {
	if got := join("ana", "").banner(); got != "ana" {
		t.Fatalf("banner = %q", got)
	}
	if got := join("bo", "RAID").banner(); got != "[RAID] bo" {
		t.Fatalf("banner = %q", got)
	}
}

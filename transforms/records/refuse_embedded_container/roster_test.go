package roster

import "testing"

func TestASnapshotSharesTheBadge(t *testing.T) {
	p := &player{id: 7}
	p.award("gold")
	snapshot := *p
	snapshot.rename("silver")
	if p.badge.name != "silver" {
		t.Fatalf("the player's badge is %q, want the renamed one", p.badge.name)
	}
}

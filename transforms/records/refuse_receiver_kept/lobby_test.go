package lobby

import "testing"

func TestRenameRemembersTheOldProfile(t *testing.T) {
	pl := &player{profile: &profile{name: "ann"}}
	pl.rename("bob")
	if len(seen) != 1 || seen[0].name != "ann" {
		t.Fatalf("seen %+v, want the old profile", seen[0])
	}
}

package session

import "testing"

func TestLogin(t *testing.T) {
	a := login("ann", "t")
	if a.String() != "ann" {
		t.Fatalf("String = %q", a.String())
	}
	if (&session{}).String() != "anonymous" {
		t.Fatal("a new session has a user")
	}
}

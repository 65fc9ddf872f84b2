package session

import "testing"

func TestSession(t *testing.T) {
	for _, s := range []*session{open(1), blank()} {
		if s.who() != "nobody" {
			t.Fatal("a new session has no user")
		}
		s.login("ann", "t1")
		if s.who() != "ann" {
			t.Fatal("login")
		}
		s.logout()
		if s.who() != "nobody" {
			t.Fatal("logout")
		}
	}
	if withUser("bo").who() != "bo" {
		t.Fatal("withUser")
	}
}

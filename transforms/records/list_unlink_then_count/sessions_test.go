package sessions

import (
	"slices"
	"testing"
)

func TestLogoutAndKickCountDown(t *testing.T) {
	s := &server{}
	for i, u := range []string{"ann", "bob", "cat", "dan"} {
		s.login(i, u)
	}
	if !s.logout(1) || !s.kick(3) || s.kick(3) || s.logout(7) {
		t.Fatal("wrong sessions removed")
	}
	if got := s.users(); !slices.Equal(got, []string{"cat", "ann"}) || s.live != 2 {
		t.Fatalf("users %v, live %d", got, s.live)
	}
}

var sink *server

func BenchmarkLogins(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		s := &server{}
		for j := 0; j < 8; j++ {
			s.login(j, "u")
		}
		s.logout(3)
		sink = s
	}
}

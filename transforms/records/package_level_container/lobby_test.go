package game

import "testing"

func TestLobbyHost(t *testing.T) {
	open("main")
	if hostName(&lobby) != "" {
		t.Fatal("a new lobby has a host")
	}
	if !joinLobby("ann", 3) || joinLobby("bob", 5) {
		t.Fatal("the first player hosts, the second does not")
	}
	if hostName(&lobby) != "ann" || lobby.name != "main" {
		t.Fatalf("host %q of %q", hostName(&lobby), lobby.name)
	}
	reset()
	if hostName(&lobby) != "" || !joinLobby("bob", 5) || hostName(&lobby) != "bob" {
		t.Fatal("reset lobby")
	}
	reset()
}

func BenchmarkJoinLobby(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		joinLobby("ann", i+1000)
		reset()
	}
}

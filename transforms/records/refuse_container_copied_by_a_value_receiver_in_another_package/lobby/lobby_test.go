package lobby

import "testing"

func TestWarmUpKillsCountForTheHost(t *testing.T) {
	l := &Lobby{Code: "ABCD"}
	l.Host().Kill()
	l.ScoreHost()
	l.ScoreHost()
	if got := l.Host().Kills(); got != 3 {
		t.Fatalf("host kills = %d, want 3", got)
	}
}

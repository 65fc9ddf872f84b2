package rank

import "testing"

func TestUnratedPlayerIsAnError(t *testing.T) {
	p := &player{name: "ann"}
	if elo, err := eloOf(p); err == nil {
		t.Fatalf("unrated player: elo %d, no error", elo)
	}
	p.rate(1200)
	if elo, err := eloOf(p); err != nil || elo != 1200 {
		t.Fatalf("rated player: %d, %v", elo, err)
	}
}

package arena

import "testing"

func TestLoad(t *testing.T) {
	r := &room{id: 1}
	r.record(true)
	s, err := load([]byte(`{"Wins": 3, "Losses": 1}`))
	if err != nil || s.Wins != 3 || r.wins() != 1 {
		t.Fatalf("wins %d, err %v, room %d", s.Wins, err, r.wins())
	}
}

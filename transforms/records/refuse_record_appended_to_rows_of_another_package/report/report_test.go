package report

import (
	"testing"

	"example.com/arena"
)

func TestLines(t *testing.T) {
	r := &arena.Room{ID: 1}
	r.Record(true)
	r.Record(false)
	if got := Lines([]*arena.Room{r}); len(got) != 1 || got[0].Wins != 1 || got[0].Losses != 1 {
		t.Fatal(got)
	}
}

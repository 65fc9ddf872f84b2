package arena

import (
	"fmt"
	"testing"
)

func TestDeferredNotesTakeTheCountOfTheirMoment(t *testing.T) {
	p := &player{name: "ana"}
	var log []string
	p.win(&log)
	p.win(&log)
	got := fmt.Sprint(log, p.deaths())
	want := "[ana: 0 -> 1 (rookie) ana: 1 -> 2 (rookie)] 0"
	if got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func BenchmarkNewPlayerWins(b *testing.B) {
	log := make([]string, 0, 1)
	for i := 0; i < b.N; i++ {
		p := &player{name: "ana"}
		log = log[:0]
		p.win(&log)
	}
}

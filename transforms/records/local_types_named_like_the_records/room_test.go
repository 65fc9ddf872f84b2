package room

import (
	"slices"
	"testing"
)

func TestRoom(t *testing.T) {
	r := &Room{}
	if r.BossHP() != 0 || r.Names() != nil {
		t.Fatal("empty room")
	}
	r.Join("ana")
	r.Join("bo")
	r.Spawn("dragon", 300)
	if got := r.Names(); !slices.Equal(got, []string{"bo", "ana"}) {
		t.Fatalf("names = %v", got)
	}
	if r.BossHP() != 300 {
		t.Fatal(r.BossHP())
	}
}

func TestScratchTypes(t *testing.T) {
	if got := seating([]string{"a", "b"}); got != 2 {
		t.Fatalf("seating = %d", got)
	}
	if got := reversed([]string{"a", "b", "c"}); !slices.Equal(got, []string{"c", "b", "a"}) {
		t.Fatalf("reversed = %v", got)
	}
	if got := roster([]string{"orc", "bat"}); !slices.Equal(got, []string{"", "bat", "orc", "zombie"}) {
		t.Fatalf("roster = %v", got)
	}
}

func BenchmarkJoin(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		r := &Room{}
		for j := 0; j < 16; j++ {
			r.Join("p")
		}
		r.Spawn("orc", 10)
	}
}

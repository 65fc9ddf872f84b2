package journal

import (
	"errors"
	"slices"
	"testing"
)

func TestWritesKeepTheirOrderUntilFull(t *testing.T) {
	j := &journal{max: 3}
	for i, text := range []string{"open", "write", "sync", "close"} {
		err := j.write(i, text)
		if want := i == 3; errors.Is(err, errFull) != want {
			t.Fatalf("write %q: %v", text, err)
		}
	}
	if got := j.texts(); !slices.Equal(got, []string{"open", "write", "sync"}) {
		t.Fatalf("texts: %v", got)
	}
}

var sink *journal

func BenchmarkWrite(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		j := &journal{}
		for k := 0; k < 8; k++ {
			_ = j.write(k, "entry")
		}
		sink = j
	}
}

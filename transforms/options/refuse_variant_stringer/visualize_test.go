package visualize

import (
	"errors"
	"fmt"
	"testing"
)

func TestVisualizeErrorString(t *testing.T) {
	if got := fmt.Sprint(VisualizeError(nil)); got != "VisualizeError(<nil>)" {
		t.Fatalf("got %q", got)
	}
}

func BenchmarkConstructVisualizeError(b *testing.B) {
	err := errors.New("boom")
	for i := 0; i < b.N; i++ {
		_ = Visualize(VisualizeError(err), Compact(true))
	}
}

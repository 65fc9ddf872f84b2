package pad

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeWidths = []int{-1, 0, 1, 2, 3, 64, 65, 1000}

func TestExactBytes(t *testing.T) {
	if got := Pad(5); got != "        " {
		t.Errorf("Pad(5) = %q", got)
	}
	if got := Pad(0); got != " " {
		t.Errorf("Pad(0) = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, n := range edgeWidths {
		fmt.Fprintf(&out, "Pad(%d) = %q\n", n, Pad(n))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkFormatPad(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Pad(100)
	}
}

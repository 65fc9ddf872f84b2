package batch

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "flush", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int32{math.MinInt32, math.MaxInt32, 0, -1, 255, 256}
)

func describe(err error) string {
	if err == nil {
		return "<nil>"
	}
	return fmt.Sprintf("%q %T", err.Error(), err)
}

func TestExactBytes(t *testing.T) {
	if got := describe(Describe("flush", []error{errors.New("a"), errors.New("b")})); got != `"flush: 2 errors" *errors.errorString` {
		t.Errorf("Describe: got %s", got)
	}
	if got := Label(3.5, "row", 7); got != "row #7" {
		t.Errorf("Label: got %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		fmt.Fprintf(&out, "Describe(%q) = %s\n", s, describe(Describe(s, []error{nil})))
		for _, n := range edgeInts {
			fmt.Fprintf(&out, "Label(%q, %d) = %q\n", s, n, Label(s, s, n))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkLabel(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Label(1, "row", 1024)
	}
}

package units

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "probe-1", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 65535}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	if got := Listener("probe-1", 8443); got != "probe-1:8443" {
		t.Errorf("Listener: got %q", got)
	}
	if got := result(Grade("ada", 92)); got != `"{\"letter\":65,\"score\":92,\"student\":\"ada\"}"` {
		t.Errorf("Grade: got %s", got)
	}
	if (uint64{hi: 1}).hi != 1 {
		t.Errorf("uint64 changed")
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		for _, n := range edgeInts {
			fmt.Fprintf(&out, "Listener(%q, %d) = %q\n", s, n, Listener(s, Port(n)))
			fmt.Fprintf(&out, "Grade(%q, %d) = %s\n", s, n, result(Grade(s, n)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkListener(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Listener("probe-1", 8443)
	}
}

package listener

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "edge-9", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

// at resets the listener state before a call.
func at(h string, p int) {
	host, port = h, p
}

func TestExactBytes(t *testing.T) {
	at("edge-0", 8000)
	if got, want := Rebind(), "edge-1 moved 8001->8001"; got != want {
		t.Errorf("Rebind = %q, want %q", got, want)
	}
	if got, want := Rebind(), "edge-2 moved 8002->8002"; got != want {
		t.Errorf("second Rebind = %q, want %q", got, want)
	}
	cases := []struct {
		host string
		port int
		want string
	}{
		{"", math.MaxInt64, "edge-0 moved -9223372036854775808->-9223372036854775808"},
		{"\xff\xfe", -1, "edge-0 moved 0->0"},
		{`<a href="x">&</a>`, 255, "edge-0 moved 256->256"},
		{"\u2028", math.MinInt64, "edge--3 moved -9223372036854775807->-9223372036854775807"},
	}
	for _, c := range cases {
		at(c.host, c.port)
		if got := Rebind(); got != c.want {
			t.Errorf("Rebind from %q:%d = %q, want %q", c.host, c.port, got, c.want)
		}
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
			at(s, n)
			fmt.Fprintf(&out, "Rebind() from %q:%d = %q\n", s, n, Rebind())
			fmt.Fprintf(&out, "Rebind() again = %q\n", Rebind())
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkFormatRebind(b *testing.B) {
	at("edge-0", 8000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Rebind()
	}
}

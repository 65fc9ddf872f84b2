package ingest

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"example.com/ingest/codecs"
)

var (
	edgeStrings = []string{"", "alice", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt64, math.MaxInt64, 0, -1, 3}
)

func show(b []byte, err error) string { return fmt.Sprintf("%q %v", b, err) }

func TestExactBytes(t *testing.T) {
	got := show(Signup("<bob>", "team", 5))
	want := `"{\"plan\":\"team\",\"seats\":5,\"user\":\"\\u003cbob\\u003e\"}" <nil>`
	if got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}

func TestCodecStaysRegistered(t *testing.T) {
	if !slices.Equal(codecs.Names, []string{"attrs/json"}) {
		t.Fatalf("codecs %q: attrs was not initialized", codecs.Names)
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
			fmt.Fprintf(&out, "Signup(%q, %q, %d) = %s\n", s, s, n, show(Signup(s, s, n)))
		}
	}
	fmt.Fprintf(&out, "codecs %q\n", codecs.Names)
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkSignup(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Signup("alice", "team", i); err != nil {
			b.Fatal(err)
		}
	}
}

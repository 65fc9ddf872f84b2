package telemetry

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "alice", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt64, math.MaxInt64, 0, -1, 3}
)

func show(b []byte, err error) string { return fmt.Sprintf("%q %v", b, err) }

func TestExactBytes(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{show(Login("<bob>", true, 2)), `"{\"attempt\":2,\"ok\":true,\"user\":\"\\u003cbob\\u003e\"}" <nil>`},
		{show(Tags("prod")), `"{\"env\":\"prod\",\"service\":\"telemetry\"}" <nil>`},
	} {
		if c.got != c.want {
			t.Errorf("got %s\nwant %s", c.got, c.want)
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
			fmt.Fprintf(&out, "Login(%q, %d) = %s\n", s, n, show(Login(s, n%2 == 0, n)))
		}
		fmt.Fprintf(&out, "Tags(%q) = %s\n", s, show(Tags(s)))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkLogin(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Login("alice", true, 1000+i); err != nil {
			b.Fatal(err)
		}
	}
}

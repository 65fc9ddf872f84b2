package listener

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "localhost", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgePorts   = []Port{0, 1, 8080, 65535}
)

func TestExactBytes(t *testing.T) {
	if got := Listen("localhost", 8080, "64"); got != "localhost:8080 (max 64)" {
		t.Fatalf("got %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		for _, p := range edgePorts {
			fmt.Fprintf(&out, "Listen(%q, %d) = %q\n", s, p, Listen(s, p, "x"))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkListen(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Listen("localhost", 8080, "64")
	}
}

package listen

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "example.org", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	if got := Listen("example.org"); got != "example.org:8080" {
		t.Errorf("Listen = %q", got)
	}
	if got := Limits("example.org"); got != "example.org:8080 max=1024" {
		t.Errorf("Limits = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		fmt.Fprintf(&out, "%q %q\n", Listen(s), Limits(s))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkFormatLimits(b *testing.B) {
	b.ReportAllocs()
	hosts := []string{"a.example.org", "b.example.org"}
	for i := 0; i < b.N; i++ {
		sink = Limits(hosts[i%2])
	}
}

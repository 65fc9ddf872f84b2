package version

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestExactBytes(t *testing.T) {
	if got := Label("unbox", "v1.2.0"); got != "unbox@v1.2.0" {
		t.Fatalf("label %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, name := range []string{"", "unbox", "\xff\xfe", "<a>&", "\u2028"} {
		for _, version := range []string{"", "v1", "\x00", "é"} {
			fmt.Fprintf(&out, "Label(%q, %q) = %q\n", name, version, Label(name, version))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkLabel(b *testing.B) {
	b.ReportAllocs()
	name, version := "unbox", "v1.2.0"
	for i := 0; i < b.N; i++ {
		if Label(name, version) == "" {
			b.Fatal("empty")
		}
	}
}

package emit

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "cpu.load", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	if got := GaugeHeader("cpu.load"); got != "kind=2 name=cpu.load" {
		t.Errorf("GaugeHeader = %q", got)
	}
	if got := RetryLine("ev-7"); got != "ev-7 retries=3 v42" {
		t.Errorf("RetryLine = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		fmt.Fprintf(&out, "%q %q\n", GaugeHeader(s), RetryLine(s))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkGaugeHeader(b *testing.B) {
	b.ReportAllocs()
	names := []string{"cpu.load", "mem.used"}
	for i := 0; i < b.N; i++ {
		sink = GaugeHeader(names[i%2])
	}
}

func BenchmarkRetryLine(b *testing.B) {
	b.ReportAllocs()
	ids := []string{"ev-7", "ev-8"}
	for i := 0; i < b.N; i++ {
		sink = RetryLine(ids[i%2])
	}
}

package header

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "Host", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	var p Parser
	p.Parse("Host")
	p.Parse("Date")
	if got := strings.Join(p.Kept(), ","); got != "Host,Date" {
		t.Errorf("kept %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	var p Parser
	for _, s := range edgeStrings {
		p.Parse(s)
	}
	fmt.Fprintf(&out, "kept %q\n", p.Kept())
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkFormatParse(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		var p Parser
		p.Parse("Content-Type")
	}
}

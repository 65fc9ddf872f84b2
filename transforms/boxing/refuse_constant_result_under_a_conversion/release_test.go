package release

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "release-stable", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	if got := Label("release-stable"); got != "default" {
		t.Errorf("Label = %q", got)
	}
	if got := Weight("release/stable"); got != 2 {
		t.Errorf("Weight = %d", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		fmt.Fprintf(&out, "%q %d\n", Label(Mode(s)), Weight(Mode(s)))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkFormatLabel(b *testing.B) {
	b.ReportAllocs()
	modes := []Mode{"debug-a", "debug-b"}
	for i := 0; i < b.N; i++ {
		sink = Label(modes[i%2])
	}
}

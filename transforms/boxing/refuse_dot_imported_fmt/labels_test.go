package labels

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "web", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func TestExactBytes(t *testing.T) {
	if got := Pod("web", 3); got != "web-3" {
		t.Errorf("Pod: got %q", got)
	}
	if got := Invalid("team", 300).Error(); got != "label team is 300 bytes long" {
		t.Errorf("Invalid: got %q", got)
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
			fmt.Fprintf(&out, "Pod(%q, %d) = %q\n", s, n, Pod(s, int(n)))
			fmt.Fprintf(&out, "Invalid(%q, %d) = %q\n", s, n, Invalid(s, int(n)).Error())
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchDeployment = "web"
	benchOrdinal    = 1024
	sink            string
)

func BenchmarkPod(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Pod(benchDeployment, benchOrdinal)
	}
}

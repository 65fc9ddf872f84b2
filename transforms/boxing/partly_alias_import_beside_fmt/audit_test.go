package audit

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestExactBytes(t *testing.T) {
	for _, seq := range []int{math.MinInt64, math.MaxInt64, 0, -1, 7} {
		key, body, err := Entry("grant", "<ops>", seq)
		want := `{"actor":"\u003cops\u003e","seq":` + strconv.Itoa(seq) + `}`
		if key != "grant/<ops>" || string(body) != want || err != nil {
			t.Errorf("Entry(%d) = %q %q %v", seq, key, body, err)
		}
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range []string{"", "grant", "\xff\xfe", `<a href="x">&</a>`, "\u2028"} {
		for _, n := range []int{math.MinInt64, math.MaxInt64, 0, -1} {
			key, body, err := Entry(s, s, n)
			fmt.Fprintf(&out, "Entry(%q, %d) = %q %q %v\n", s, n, key, body, err)
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkEntry(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, _, err := Entry("grant", "ops", i); err != nil {
			b.Fatal(err)
		}
	}
}

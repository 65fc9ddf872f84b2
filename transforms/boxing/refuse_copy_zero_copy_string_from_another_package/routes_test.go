package router

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "users", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	var tb Table
	tb.Add("users")
	tb.AddUnder("", "orders")
	tb.AddUnder("/v1", "items")
	if got := strings.Join(tb.Names(), ","); got != "users,orders,/v1items" {
		t.Errorf("kept %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	var tb Table
	for _, s := range edgeStrings {
		tb.Add(s)
		for _, p := range edgeStrings {
			tb.AddUnder(p, s)
		}
	}
	fmt.Fprintf(&out, "kept %q\n", tb.Names())
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkFormatAdd(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		var tb Table
		tb.Add("users")
		tb.AddUnder("", "orders")
	}
}

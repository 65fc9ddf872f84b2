package shop

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"example.com/shop/money/v2"
)

func TestReceiptBytes(t *testing.T) {
	cases := []struct {
		order string
		total *money.Amount
		items int
		want  string
	}{
		{"A-1", &money.Amount{Cents: 1999, Currency: "EUR"}, 3,
			`{"items":3,"order":"A-1","total":{"cents":1999,"currency":"EUR"}}`},
		{`<b>&"`, &money.Amount{Cents: math.MinInt64, Currency: "\xff\u2028"}, -1,
			`{"items":-1,"order":"\u003cb\u003e\u0026\"","total":{"cents":-9223372036854775808,"currency":"\ufffd\u2028"}}`},
		{"", nil, 0, `{"items":0,"order":"","total":null}`},
	}
	for _, c := range cases {
		b, err := Receipt(c.order, c.total, c.items)
		if err != nil || string(b) != c.want {
			t.Errorf("got %s (%v)\nwant %s", b, err, c.want)
		}
	}
}

func BenchmarkReceipt(b *testing.B) {
	b.ReportAllocs()
	total := &money.Amount{Cents: 1999, Currency: "EUR"}
	for i := 0; i < b.N; i++ {
		Receipt("A-1", total, i+1000)
	}
}

// TestOutputs writes the receipts of edge values to $UNBOX_OUTPUTS, to be compared
// before and after the rewrite.
func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	strs := []string{"", "A-1", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	cents := []int64{math.MinInt64, math.MaxInt64, 0, -1, 255}
	items := []int{math.MinInt, math.MaxInt, 0, -1}
	for _, s := range strs {
		for _, c := range cents {
			for _, n := range items {
				for _, total := range []*money.Amount{nil, {Cents: c, Currency: s}} {
					b, err := Receipt(s, total, n)
					fmt.Fprintf(&out, "%q %d %d %v = %q %v\n", s, c, n, total != nil, b, err)
				}
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

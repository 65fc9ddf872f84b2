package invoice

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "EUR", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(EncodeInvoice("inv-1", Money{1999, "EUR"}, true)),
			`"{\"id\":\"inv-1\",\"paid\":true,\"total\":{\"Cents\":1999,\"Currency\":\"EUR\"}}"`},
		{result(EncodeInvoice(`<a href="x">&</a>`, Money{math.MinInt64, "\u2028"}, false)),
			`"{\"id\":\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\",\"paid\":false,\"total\":{\"Cents\":-9223372036854775808,\"Currency\":\"\\u2028\"}}"`},
		{result(EncodeInvoice("", Money{-1, "\xff\xfe"}, true)),
			`"{\"id\":\"\",\"paid\":true,\"total\":{\"Cents\":-1,\"Currency\":\"\\ufffd\\ufffd\"}}"`},
		// Through a pointer the method runs: what a struct rewrite could switch to.
		{result(json.Marshal(&Money{1999, "EUR"})), `"\"19.99 EUR\""`},
		{result(json.Marshal(&Money{-1, ""})), `"\"-0.01 \""`},
		{result(json.Marshal(&Money{math.MinInt64, "\u2028"})), `"\"-92233720368547758.08 \\u2028\""`},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d:\n got %s\nwant %s", i, c.got, c.want)
		}
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
			fmt.Fprintf(&out, "EncodeInvoice(%q, Money{%d, %q}, %t) = %s\n", s, n, s, n > 0,
				result(EncodeInvoice(s, Money{n, s}, n > 0)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchID    = "inv-2024-000917"
	benchTotal = Money{Cents: 129900, Currency: "EUR"}
	benchPaid  = true
	sink       []byte
)

func BenchmarkMarshalInvoice(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = EncodeInvoice(benchID, benchTotal, benchPaid)
	}
}

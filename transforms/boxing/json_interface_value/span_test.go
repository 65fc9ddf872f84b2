package trace

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(Spanned("get", 255, true)), `"{\"name\":\"get\",\"parent\":\"ff\"}"`},
		{result(Spanned("get", 0, false)), `"{\"name\":\"get\",\"parent\":null}"`},
		{result(Event("root", nil)), `"{\"name\":\"root\",\"parent\":null}"`},
		{result(Event("<&>", (*span)(nil))), `"{\"name\":\"\\u003c\\u0026\\u003e\",\"parent\":null}"`},
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
	for _, name := range []string{"", "get", "\xff\xfe", `<a href="x">&</a>`, "\u2028"} {
		for _, id := range []uint64{0, 1, math.MaxUint64} {
			for _, has := range []bool{false, true} {
				fmt.Fprintf(&out, "Spanned(%q, %d, %t) = %s\n", name, id, has, result(Spanned(name, id, has)))
			}
		}
		fmt.Fprintf(&out, "Event(%q, nil) = %s\n", name, result(Event(name, nil)))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink []byte

func BenchmarkEvent(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Spanned("checkout", uint64(i), true)
	}
}

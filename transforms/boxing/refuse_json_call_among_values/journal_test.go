package journal

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "put", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

// at resets the journal state before a call.
func at(s string, n int64) {
	shard, seq = s, n
}

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	cases := []struct {
		shard, op string
		seq       int64
		want      string
	}{
		{"shard-0", "put", 1000, `"{\"op\":\"put\",\"seq\":1001,\"shard\":\"shard-0\"}"`},
		{`<a href="x">&</a>`, "\u2028", math.MaxInt64,
			`"{\"op\":\"\\u2028\",\"seq\":-9223372036854775808,\"shard\":\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\"}"`},
		{"\xff\xfe", "", -1, `"{\"op\":\"\",\"seq\":0,\"shard\":\"\\ufffd\\ufffd\"}"`},
	}
	for i, c := range cases {
		at(c.shard, c.seq)
		if got := result(Append(c.op)); got != c.want {
			t.Errorf("case %d:\n got %s\nwant %s", i, got, c.want)
		}
	}
	at("shard-0", 1000)
	Append("put")
	if got, want := result(Append("delete")), `"{\"op\":\"delete\",\"seq\":1002,\"shard\":\"shard-2\"}"`; got != want {
		t.Errorf("second Append:\n got %s\nwant %s", got, want)
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
			at(s, n)
			fmt.Fprintf(&out, "Append(%q) from %q:%d = %s\n", s, s, n, result(Append(s)))
			fmt.Fprintf(&out, "Append(%q) again = %s\n", s, result(Append(s)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchOp = "put"
	sink    []byte
)

func BenchmarkMarshalAppend(b *testing.B) {
	at("shard-0", 1000)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Append(benchOp)
	}
}

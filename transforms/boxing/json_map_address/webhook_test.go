package webhook

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "push", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func ack(id string, latency int64) string {
	var w bytes.Buffer
	err := Ack(&w, id, latency)
	return result(w.Bytes(), err)
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(Delivery("push", 3, true)), `"{\"attempt\":3,\"delivered\":true,\"event\":\"push\"}"`},
		{result(Delivery(`<a href="x">&</a>`, -1, false)),
			`"{\"attempt\":-1,\"delivered\":false,\"event\":\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\"}"`},
		{ack("\u2028", math.MinInt64), `"{\"id\":\"\\u2028\",\"latency_ms\":-9223372036854775808}\n"`},
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
			fmt.Fprintf(&out, "Delivery(%q, %d) = %s\n", s, n, result(Delivery(s, int(n), n > 0)))
			fmt.Fprintf(&out, "Ack(%q, %d) = %s\n", s, n, ack(s, n))
			fmt.Fprintf(&out, "Retry(%q, %d) = %s\n", s, n, result(Retry(s, n)))
			fmt.Fprintf(&out, "Later(%q, %d) = %s\n", s, n, result(Later(s, int(n))()))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchEvent   = "push"
	benchAttempt = 1024
	benchID      = "d-7f3a"
	benchLatency = int64(1500)
	sink         []byte
)

func BenchmarkDelivery(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Delivery(benchEvent, benchAttempt, true)
	}
}

func BenchmarkLater(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Later(benchEvent, benchAttempt)()
	}
}

func BenchmarkRetry(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Retry(benchEvent, benchLatency)
	}
}

func BenchmarkAck(b *testing.B) {
	b.ReportAllocs()
	var w bytes.Buffer
	for i := 0; i < b.N; i++ {
		w.Reset()
		_ = Ack(&w, benchID, benchLatency)
	}
}

package telemetry

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "checkout", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeFloats  = []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 1e21, 1e-7, 0.1,
		math.MaxFloat64, math.SmallestNonzeroFloat64}
)

// events generates n events over 5 services, 4 hosts and 3 metrics: 15 series.
func events(n int) []Event {
	services := []string{"checkout", `<a href="x">&</a>`, "search\u2028beta", "\xff\xfe", ""}
	hosts := []string{"web-1", "web-2.eu", "<b>&</b>", "\u2028"}
	metrics := []string{"latency_ms", "bytes_out", "errors"}
	values := []float64{0.1, 1e21, -1, 255, 256, math.Copysign(0, -1), 1e-7, 12.5, -9.223372036854776e18}
	out := make([]Event, n)
	for i := range out {
		out[i] = Event{services[i%5], hosts[i%4], metrics[i%3], values[i%len(values)], 1700000000 + int64(i)*7}
	}
	return out
}

func flushed(evs []Event) ([]byte, error) {
	a := NewAggregator()
	for _, ev := range evs {
		a.Add(ev)
	}
	return a.Flush()
}

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestFlushExactBytes(t *testing.T) {
	out, err := flushed(events(500))
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(out)
	if got := hex.EncodeToString(sum[:]); len(out) != 1970 || got != "c79ba1e0b3fc677343ded133dd1a9246497379cdbdf0417888d0f53e3a90cee5" {
		t.Errorf("Flush of 500 events: %d bytes, sha256 %s\n%s", len(out), got, out)
	}
	lines := strings.Split(string(out), "\n")
	for i, want := range map[int]string{
		0:  `{"count":34,"host":"\u2028","metric":"bytes_out","service":"","sum":1.1e+22,"timestamp":1700003493}`,
		1:  `{"count":33,"host":"\u003cb\u003e\u0026\u003c/b\u003e","metric":"errors","service":"","sum":-101457092405402530000,"timestamp":1700003458}`,
		3:  `{"count":34,"host":"web-1","metric":"bytes_out","service":"\u003ca href=\"x\"\u003e\u0026\u003c/a\u003e","sum":1.2e+22,"timestamp":1700003472}`,
		11: `{"count":33,"host":"web-1","metric":"latency_ms","service":"search\u2028beta","sum":2806.100001099999,"timestamp":1700003444}`,
		14: `{"count":34,"host":"\u003cb\u003e\u0026\u003c/b\u003e","metric":"latency_ms","service":"\ufffd\ufffd","sum":3061.100001099999,"timestamp":1700003486}`,
		15: "",
	} {
		if len(lines) != 16 || lines[i] != want {
			t.Errorf("line %d of %d: %s", i, len(lines), lines[i])
		}
	}
}

func TestEncodeEdges(t *testing.T) {
	cases := []struct {
		s    series
		want string
	}{
		{series{"", "", "", math.MinInt64, math.Copysign(0, -1), math.MaxInt64},
			`"{\"count\":-9223372036854775808,\"host\":\"\",\"metric\":\"\",\"service\":\"\",\"sum\":-0,\"timestamp\":9223372036854775807}"`},
		{series{"\xff\xfe", "\u2028", `<a href="x">&</a>`, -1, 1e21, 0},
			`"{\"count\":-1,\"host\":\"\\u2028\",\"metric\":\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\",\"service\":\"\\ufffd\\ufffd\",\"sum\":1e+21,\"timestamp\":0}"`},
		{series{"api", "web-1", "rps", 256, math.NaN(), 255}, `"" error "json: unsupported value: NaN"`},
		{series{"api", "web-1", "rps", 256, math.Inf(-1), 255}, `"" error "json: unsupported value: -Inf"`},
	}
	for i, c := range cases {
		if got := result(encode(&c.s)); got != c.want {
			t.Errorf("case %d:\n got %s\nwant %s", i, got, c.want)
		}
	}
	a := NewAggregator()
	a.Add(Event{"api", "web-1", "rps", math.NaN(), 1})
	if out, err := a.Flush(); out != nil || err == nil || err.Error() != "json: unsupported value: NaN" {
		t.Errorf("Flush with a NaN sum = %q, %v", out, err)
	}
}

func TestKeyAndTotal(t *testing.T) {
	if got := key(`<a href="x">&</a>`, "\u2028"); got != "<a href=\"x\">&</a>:\u2028" {
		t.Errorf("key = %q", got)
	}
	if got := key("", ""); got != ":" {
		t.Errorf("key = %q", got)
	}
	a := NewAggregator()
	a.Add(Event{"api", "web-1", "rps", 1e21, 1})
	if v, err := a.Total("api", "rps"); v != 1e21 || err != nil {
		t.Errorf("Total = %v, %v", v, err)
	}
	_, err := a.Total("\xff\xfe", "latency_ms")
	if got := fmt.Sprintf("%q %s", err.Error(), reflect.TypeOf(err)); got != `"metric latency_ms not found for service \xff\xfe" *errors.errorString` {
		t.Errorf("Total of a missing metric: %s", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	b, err := flushed(events(500))
	fmt.Fprintf(&out, "Flush(events(500)) = %s\n", result(b, err))
	a := NewAggregator()
	for _, s := range edgeStrings {
		for _, m := range edgeStrings {
			fmt.Fprintf(&out, "key(%q, %q) = %q\n", s, m, key(s, m))
			_, err := a.Total(s, m)
			fmt.Fprintf(&out, "Total(%q, %q) error %q\n", s, m, err.Error())
		}
		for i, n := range edgeInts {
			for _, f := range edgeFloats {
				sr := series{s, edgeStrings[i%len(edgeStrings)], s, n, f, -n}
				fmt.Fprintf(&out, "encode(%q, %d, %#x) = %s\n", s, n, math.Float64bits(f), result(encode(&sr)))
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchSeries  = series{"checkout", "web-2.eu", "latency_ms", 4096, 1234.5, 1700000000}
	benchService = "checkout"
	benchMetric  = "latency_ms"
	sink         []byte
	sinkKey      string
	sinkErr      error
)

func BenchmarkEncode(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, sinkErr = encode(&benchSeries)
	}
}

func BenchmarkKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkKey = key(benchService, benchMetric)
	}
}

func BenchmarkMissingMetric(b *testing.B) {
	a := NewAggregator()
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_, sinkErr = a.Total(benchService, benchMetric)
	}
}

package status

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "search", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func snapshot(service string, uptime int64, healthy bool) string {
	b, fields, err := Snapshot(service, uptime, healthy)
	return fmt.Sprintf("%s fields %d", result(b, err), len(fields))
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{snapshot("search", 256, true), `"{\"healthy\":true,\"service\":\"search\",\"uptime_s\":256}" fields 3`},
		{snapshot(`<a href="x">&</a>`, math.MinInt64, false),
			`"{\"healthy\":false,\"service\":\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\",\"uptime_s\":-9223372036854775808}" fields 3`},
		{result(Publish("search", "", 255)), `"{\"queued\":255,\"service\":\"search\"}"`},
		{result(Publish("\xff\xfe", "v2", -1)), `"{\"queued\":-1,\"schema\":\"v2\",\"service\":\"\\ufffd\\ufffd\"}"`},
		{result(Publish("", "\u2028", math.MaxInt64)), `"{\"queued\":9223372036854775807,\"schema\":\"\\u2028\",\"service\":\"\"}"`},
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
			fmt.Fprintf(&out, "Snapshot(%q, %d, %t) = %s\n", s, n, n > 0, snapshot(s, n, n > 0))
			for _, schema := range edgeStrings {
				fmt.Fprintf(&out, "Publish(%q, %q, %d) = %s\n", s, schema, n, result(Publish(s, schema, int(n))))
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchService = "search"
	benchUptime  = int64(86400)
	benchSchema  = "v2"
	benchQueued  = 1024
	benchHealthy = true
	sink         []byte
	sinkFields   map[string]any
)

func BenchmarkMarshalSnapshot(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, sinkFields, _ = Snapshot(benchService, benchUptime, benchHealthy)
	}
}

func BenchmarkMarshalPublish(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Publish(benchService, benchSchema, benchQueued)
	}
}

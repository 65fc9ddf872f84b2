package events

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"testing"
	"time"
)

var (
	leap        = time.Date(2024, 2, 29, 23, 59, 59, 999999999, time.UTC)
	ist         = time.Date(2024, 1, 1, 5, 30, 0, 0, time.FixedZone("IST", 5*3600+1800))
	edgeTimes   = []time.Time{{}, leap, ist, time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC)}
	edgeStrings = []string{"", "deploy", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeErrors  = []error{nil, errors.New(`<a href="x">&</a>`)}
	edgeHosts   = [][]string{nil, {}, {"web-1", "\xff\xfe", "\u2028"}}
	edgeCounts  = []map[string]int{nil, {}, {"<b>": -1, "\u2028": math.MaxInt64, "": 0, "\xff": math.MinInt64}}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func access(host, method, route string, status int, at time.Time) string {
	var w bytes.Buffer
	err := WriteAccess(&w, host, method, route, status, at) // before w.Bytes() is read
	return result(w.Bytes(), err)
}

func failure(job string, cause error, retries int64) string {
	var w bytes.Buffer
	err := StreamFailure(&w, job, cause, retries)
	return result(w.Bytes(), err)
}

func TestExactBytes(t *testing.T) {
	counts := map[string]int{"ok": 256, "<b>": -1}
	cases := []struct{ got, want string }{
		{result(Marshal("deploy", leap, nil, []string{"web-1"}, counts)),
			`"{\"at\":\"2024-02-29T23:59:59.999999999Z\",\"counts\":{\"\\u003cb\\u003e\":-1,\"ok\":256},\"error\":null,\"hosts\":[\"web-1\"],\"name\":\"deploy\"}"`},
		{result(Marshal("\u2028", time.Time{}, errors.New("disk full"), nil, nil)),
			`"{\"at\":\"0001-01-01T00:00:00Z\",\"counts\":null,\"error\":{},\"hosts\":null,\"name\":\"\\u2028\"}"`},
		{result(Marshal("", edgeTimes[3], nil, nil, nil)),
			`"" error "json: error calling MarshalJSON for type time.Time: Time.MarshalJSON: year outside of range [0,9999]"`},
		{access("api.internal", "GET", "/users/{id}", 200, ist),
			`"{\"Host\":\"api.internal\",\"at\":\"2024-01-01T05:30:00+05:30\",\"http.status\":200,\"httpMethod\":\"GET\",\"http_route\":\"/users/{id}\"}\n"`},
		{access(`<a href="x">&</a>`, "\xff\xfe", "", math.MinInt64, leap),
			`"{\"Host\":\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\",\"at\":\"2024-02-29T23:59:59.999999999Z\",\"http.status\":-9223372036854775808,\"httpMethod\":\"\\ufffd\\ufffd\",\"http_route\":\"\"}\n"`},
		{access("h", "PUT", "/", 0, edgeTimes[3]),
			`"" error "json: error calling MarshalJSON for type time.Time: Time.MarshalJSON: year outside of range [0,9999]"`},
		{failure("reindex", nil, math.MaxInt64), `"{\"error\":null,\"job\":\"reindex\",\"retries\":9223372036854775807}\n"`},
		{failure("", errors.New("timeout"), -1), `"{\"error\":{},\"job\":\"\",\"retries\":-1}\n"`},
		{result(Pretty("deploy", leap, []string{}, map[string]int{"\u2028": 1})),
			`"{\n  \"at\": \"2024-02-29T23:59:59.999999999Z\",\n  \"counts\": {\n    \"\\u2028\": 1\n  },\n  \"hosts\": [],\n  \"name\": \"deploy\"\n}"`},
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
	for ti, at := range edgeTimes {
		for si, s := range edgeStrings {
			hosts, counts := edgeHosts[(ti+si)%len(edgeHosts)], edgeCounts[si%len(edgeCounts)]
			for _, e := range edgeErrors {
				fmt.Fprintf(&out, "Marshal(%q, %d, %v, %q, %v) = %s\n", s, ti, e, hosts, counts, result(Marshal(s, at, e, hosts, counts)))
			}
			fmt.Fprintf(&out, "Pretty(%q, %d, %q, %v) = %s\n", s, ti, hosts, counts, result(Pretty(s, at, hosts, counts)))
			for _, n := range edgeInts {
				fmt.Fprintf(&out, "WriteAccess(%q, %d, %d) = %s\n", s, n, ti, access(s, s, s, int(n), at))
				fmt.Fprintf(&out, "StreamFailure(%q, %v, %d) = %s\n", s, edgeErrors[ti%2], n, failure(s, edgeErrors[ti%2], n))
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchName   = "deploy"
	benchAt     = leap
	benchErr    = errors.New("connection reset by peer")
	benchHosts  = []string{"web-1", "web-2"}
	benchCounts = map[string]int{"ok": 4096, "failed": 300}
	benchStatus = 503
	benchRoute  = "/v1/orders/{id}"
	benchRetry  = int64(1000)
	sink        []byte
	sinkErr     error
)

func BenchmarkMarshalEvent(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Marshal(benchName, benchAt, benchErr, benchHosts, benchCounts)
	}
}

func BenchmarkMarshalAccess(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkErr = WriteAccess(io.Discard, benchName, benchName, benchRoute, benchStatus, benchAt)
	}
}

func BenchmarkMarshalFailure(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkErr = StreamFailure(io.Discard, benchName, benchErr, benchRetry)
	}
}

func BenchmarkMarshalPretty(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Pretty(benchName, benchAt, benchHosts, benchCounts)
	}
}

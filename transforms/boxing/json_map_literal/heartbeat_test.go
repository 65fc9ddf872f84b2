package heartbeat

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "checkout", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeUints   = []uint64{0, 255, 256, math.MaxUint64}
	edgeFloats  = []float64{math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1), 1e21, 1e-7, 0.1,
		math.MaxFloat64, math.SmallestNonzeroFloat64}
	edgeTags = [][]string{nil, {}, {"a", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(Encode("checkout", 256, 12.5, true, []string{"eu", "canary"})),
			`"{\"count\":256,\"latency_ms\":12.5,\"ok\":true,\"service\":\"checkout\",\"tags\":[\"eu\",\"canary\"]}"`},
		{result(Encode(`<a href="x">&</a>`, math.MinInt64, 1e21, false, nil)),
			`"{\"count\":-9223372036854775808,\"latency_ms\":1e+21,\"ok\":false,\"service\":\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\",\"tags\":null}"`},
		{result(Encode("\xff\xfe\u2028", -1, math.Copysign(0, -1), true, []string{})),
			`"{\"count\":-1,\"latency_ms\":-0,\"ok\":true,\"service\":\"\\ufffd\\ufffd\\u2028\",\"tags\":[]}"`},
		{result(Encode("", math.MaxInt64, 1e-7, true, nil)),
			`"{\"count\":9223372036854775807,\"latency_ms\":1e-7,\"ok\":true,\"service\":\"\",\"tags\":null}"`},
		{result(Encode("checkout", 0, math.NaN(), true, nil)), `"" error "json: unsupported value: NaN"`},
		{result(Encode("checkout", 0, math.Inf(-1), true, nil)), `"" error "json: unsupported value: -Inf"`},
		{result(EncodeDeploy("api", "v1.2.3", "9fceb02", "main", math.MaxUint64, 0.1)),
			`"{\"Replicas\":18446744073709551615,\"canary_weight\":0.1,\"git.sha\":\"9fceb02\",\"gitRef\":\"main\",\"service\":\"api\",\"version\":\"v1.2.3\"}"`},
		{result(EncodeDeploy("", "\u2028", "&", "\xff", 0, 1e21)),
			`"{\"Replicas\":0,\"canary_weight\":1e+21,\"git.sha\":\"\\u0026\",\"gitRef\":\"\\ufffd\",\"service\":\"\",\"version\":\"\\u2028\"}"`},
		{result(EncodeDeploy("api", "v2", "", "", 1, float32(math.Inf(1)))), `"" error "json: unsupported value: +Inf"`},
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
		for i, n := range edgeInts {
			for j, f := range edgeFloats {
				tags := edgeTags[(i+j)%len(edgeTags)]
				fmt.Fprintf(&out, "Encode(%q, %d, %#x, %t, %q) = %s\n", s, n, math.Float64bits(f), i%2 == 0, tags,
					result(Encode(s, int(n), f, i%2 == 0, tags)))
			}
		}
		for _, u := range edgeUints {
			for _, f := range edgeFloats {
				fmt.Fprintf(&out, "EncodeDeploy(%q, %d, %#x) = %s\n", s, u, math.Float32bits(float32(f)),
					result(EncodeDeploy(s, s, s, s, u, float32(f))))
			}
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchService = "checkout"
	benchCount   = 4096
	benchLatency = 12.5
	benchOK      = true
	benchTags    = []string{"eu-west-1", "canary"}
	benchVersion = "v1.42.0"
	benchSHA     = "9fceb02d0ae598e95dc970b74767f19372d61af8"
	benchRef     = "refs/heads/main"
	benchReplica = uint64(1200)
	benchWeight  = float32(0.25)
	sink         []byte
)

func BenchmarkMarshalHeartbeat(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Encode(benchService, benchCount, benchLatency, benchOK, benchTags)
	}
}

func BenchmarkMarshalDeploy(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = EncodeDeploy(benchService, benchVersion, benchSHA, benchRef, benchReplica, benchWeight)
	}
}

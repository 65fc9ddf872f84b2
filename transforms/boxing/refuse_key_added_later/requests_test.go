package requests

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "GET", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
	edgeErrors  = []error{nil, errors.New(""), errors.New(`<a href="x">&</a>`)}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(EncodeRequest("GET", "/health", 200, nil)), `"{\"method\":\"GET\",\"path\":\"/health\",\"status\":200}"`},
		{result(EncodeRequest("", "\u2028", -1, errors.New(`<a href="x">&</a>`))),
			`"{\"error\":\"\\u003ca href=\\\"x\\\"\\u003e\\u0026\\u003c/a\\u003e\",\"method\":\"\",\"path\":\"\\u2028\",\"status\":-1}"`},
		{result(EncodeRequest("\xff\xfe", "/", math.MinInt64, errors.New(""))),
			`"{\"error\":\"\",\"method\":\"\\ufffd\\ufffd\",\"path\":\"/\",\"status\":-9223372036854775808}"`},
		{result(EncodeAccess("alice", "10.0.0.7", math.MaxInt64, false)),
			`"{\"bytes_sent\":9223372036854775807,\"client_ip\":\"10.0.0.7\",\"user\":\"alice\"}"`},
		{result(EncodeAccess("alice", "10.0.0.7", 256, true)), `"{\"bytes_sent\":256,\"user\":\"alice\"}"`},
		{result(EncodeSession("alice", 3, false)), `"{\"hits\":3,\"user\":\"alice\"}"`},
		{result(EncodeSession("alice", 3, true)), `"{}"`},
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
			for i, err := range edgeErrors {
				fmt.Fprintf(&out, "EncodeRequest(%q, %d, edge error %d) = %s\n", s, n, i, result(EncodeRequest(s, s, int(n), err)))
			}
			fmt.Fprintf(&out, "EncodeAccess(%q, %d, false) = %s\n", s, n, result(EncodeAccess(s, s, n, false)))
			fmt.Fprintf(&out, "EncodeAccess(%q, %d, true) = %s\n", s, n, result(EncodeAccess(s, s, n, true)))
			fmt.Fprintf(&out, "EncodeSession(%q, %d, true) = %s\n", s, n, result(EncodeSession(s, int(n), true)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchMethod = "POST"
	benchPath   = "/v1/orders"
	benchStatus = 503
	benchErr    = errors.New("upstream timeout")
	benchIP     = "10.0.0.7"
	benchSent   = int64(48213)
	benchRedact = false
	sink        []byte
)

func BenchmarkMarshalRequest(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = EncodeRequest(benchMethod, benchPath, benchStatus, benchErr)
	}
}

func BenchmarkMarshalAccess(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = EncodeAccess(benchMethod, benchIP, benchSent, benchRedact)
	}
}

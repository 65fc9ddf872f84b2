package offsets

import (
	"fmt"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "orders", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func describe(err error) string {
	if err == nil {
		return "<nil>"
	}
	return fmt.Sprintf("%q %s", err.Error(), reflect.TypeOf(err))
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{LostRecords("orders", 3, 1000, 0), "topic orders partition 3 lost records; the client consumed to offset 1000 but was reset to offset 0"},
		{LostRecords("", math.MinInt32, math.MaxInt64, -1), "topic  partition -2147483648 lost records; the client consumed to offset 9223372036854775807 but was reset to offset -1"},
		{describe(Coordinator("billing", 7)), `"broker replied that group billing has coordinator 7, but did not list that broker" *errors.errorString`},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d:\n got %q\nwant %q", i, c.got, c.want)
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
			fmt.Fprintf(&out, "LostRecords(%q, %d) = %q\n", s, n, LostRecords(s, int32(n), n, -n))
			fmt.Fprintf(&out, "Coordinator(%q, %d) = %s\n", s, n, describe(Coordinator(s, int32(n))))
			fmt.Fprintf(&out, "Endpoint(%q, %d) = %q\n", s, n, Endpoint(s, int32(n)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchTopic     = "orders"
	benchPartition = int32(1024)
	benchConsumed  = int64(1 << 40)
	benchReset     = int64(1 << 20)
	sink           string
	sinkErr        error
)

func BenchmarkLostRecords(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = LostRecords(benchTopic, benchPartition, benchConsumed, benchReset)
	}
}

func BenchmarkEndpoint(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Endpoint(benchTopic, benchPartition)
	}
}

func BenchmarkCoordinator(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkErr = Coordinator(benchTopic, benchPartition)
	}
}

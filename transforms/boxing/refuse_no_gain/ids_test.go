package ids

import (
	"fmt"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"
)

var edgeInts = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{RequestID(math.MinInt64), "req--9223372036854775808"},
		{RequestID(math.MaxInt64), "req-9223372036854775807"},
		{RequestID(0), "req-0"},
		{RequestID(256), "req-256"},
		{Progress(-1, 255), "-1/255"},
		{Progress(256, math.MaxInt64), "256/9223372036854775807"},
		{UserNotFound(math.MinInt64).Error(), "user -9223372036854775808 not found"},
		{UserNotFound(-1).Error(), "user -1 not found"},
		{reflect.TypeOf(UserNotFound(0)).String(), "*errors.errorString"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %q, want %q", i, c.got, c.want)
		}
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, n := range edgeInts {
		fmt.Fprintf(&out, "RequestID(%d) = %q\n", n, RequestID(int(n)))
		err := UserNotFound(n)
		fmt.Fprintf(&out, "UserNotFound(%d) = %q %s\n", n, err.Error(), reflect.TypeOf(err))
		for _, m := range edgeInts {
			fmt.Fprintf(&out, "Progress(%d, %d) = %q\n", n, m, Progress(int(n), int(m)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchSeq   = 918273
	benchTotal = 1000000
	benchUser  = int64(918273645)
	sink       string
	sinkErr    error
)

func BenchmarkFormatRequestID(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = RequestID(benchSeq)
	}
}

func BenchmarkFormatProgress(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Progress(benchSeq, benchTotal)
	}
}

func BenchmarkFormatUserNotFound(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sinkErr = UserNotFound(benchUser)
	}
}

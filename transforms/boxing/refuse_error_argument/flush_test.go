package flush

import (
	"errors"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "wal-000042", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeErrors  = []error{nil, errors.New(""), errors.New(`<a href="x">&</a>`), Errno(28), fmt.Errorf("sync: %w", Errno(110))}
	edgeErrnos  = []Errno{0, 28, 110, 255, 256, math.MaxUint64}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{Failure(nil), "failed: <nil>"},
		{Failure(errors.New("")), "failed: "},
		{Failure(Errno(28)), "failed: no space left on device"},
		{SegmentFailure("wal-000042", errors.New("\xff\xfe")), "flush wal-000042: \xff\xfe"},
		{SegmentFailure(`<a href="x">&</a>`, fmt.Errorf("sync: %w", Errno(110))), `flush <a href="x">&</a>: sync: connection timed out`},
		{SyscallFailure("\u2028", 256), "write \u2028: errno 256"},
		{SyscallFailure("", math.MaxUint64), "write : errno 18446744073709551615"},
		{SyscallFailure("/var/lib/wal", 0), "write /var/lib/wal: errno 0"},
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
	for i, err := range edgeErrors {
		fmt.Fprintf(&out, "Failure(edge error %d) = %q\n", i, Failure(err))
		for _, s := range edgeStrings {
			fmt.Fprintf(&out, "SegmentFailure(%q, edge error %d) = %q\n", s, i, SegmentFailure(s, err))
		}
	}
	for _, s := range edgeStrings {
		for _, e := range edgeErrnos {
			fmt.Fprintf(&out, "SyscallFailure(%q, %d) = %q\n", s, uint64(e), SyscallFailure(s, e))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchErr     error = Errno(28)
	benchSegment       = "wal-000042"
	benchErrno         = Errno(300)
	sink         string
)

func BenchmarkFormatFailure(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Failure(benchErr)
	}
}

func BenchmarkFormatSegmentFailure(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = SegmentFailure(benchSegment, benchErr)
	}
}

func BenchmarkFormatSyscallFailure(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = SyscallFailure(benchSegment, benchErrno)
	}
}

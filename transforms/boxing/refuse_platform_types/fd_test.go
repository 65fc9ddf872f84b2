//go:build linux

package fd

import (
	"fmt"
	"math"
	"os"
	"strings"
	"syscall"
	"testing"
)

var edgeStrings = []string{"", "log", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	if got := Describe("log", Handle(-1)); got != "log handle=-1" {
		t.Errorf("Describe = %q", got)
	}
	st := &syscall.Stat_t{Dev: math.MaxUint64, Ino: 42}
	if got := Inode("/tmp", st); got != "/tmp dev=18446744073709551615 ino=42" {
		t.Errorf("Inode = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		for _, h := range []Handle{math.MinInt32, math.MaxInt32, 0, -1} {
			fmt.Fprintf(&out, "%q\n", Describe(s, h))
		}
		fmt.Fprintf(&out, "%q\n", Inode(s, &syscall.Stat_t{Dev: 1, Ino: math.MaxUint64}))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkFormatDescribe(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Describe("log", Handle(i))
	}
}

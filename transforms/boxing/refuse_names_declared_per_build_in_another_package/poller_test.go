package poller

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"example.com/poller/fd"
)

var (
	edgeStrings = []string{"", "epoll", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeHandles = []fd.Handle{0, 3, fd.Invalid, 1<<31 - 1}
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	if got, want := Describe("epoll", 3), "epoll:3"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if got, want := result(Event("epoll", 3)), `"{\"fd\":3,\"name\":\"epoll\"}"`; got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		fmt.Fprintf(&out, "Capacity(%q) = %q\n", s, Capacity(s))
		for _, h := range edgeHandles {
			fmt.Fprintf(&out, "Describe(%q, %d) = %q\n", s, h, Describe(s, h))
			fmt.Fprintf(&out, "Event(%q, %d) = %s\n", s, h, result(Event(s, h)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkDescribe(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Describe("epoll", 3)
	}
}

package metrics

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var edgeInts = []int{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}

// send lowers pending and then sends: the receive in Drain happens after the write.
func send(ch chan string, v string) {
	pending--
	ch <- v
}

func TestExactBytes(t *testing.T) {
	label, pending = "blue", 3
	if name, prev := Tag(7); name != "blue/h1/7" || prev != "blue" {
		t.Errorf("Tag(7) = %q, %q", name, prev)
	}
	if name, _ := Tag(-1); name != "green/h1/-1" {
		t.Errorf("Tag(-1) = %q", name)
	}
	ch := make(chan string)
	go send(ch, "job-9")
	if got := Drain(ch); got != "2 pending, last job-9" {
		t.Errorf("Drain = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	label, pending = "blue", 100
	for _, n := range edgeInts {
		name, prev := Tag(n)
		fmt.Fprintf(&out, "Tag(%d) = %q, %q\n", n, name, prev)
		ch := make(chan string)
		go send(ch, fmt.Sprint(n))
		fmt.Fprintf(&out, "Drain = %q\n", Drain(ch))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkFormatTag(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Tag(i)
	}
}

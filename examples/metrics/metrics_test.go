package metrics

import (
	"strings"
	"testing"
)

func events(n int) []Event {
	out := make([]Event, n)
	for i := range out {
		out[i] = Event{Name: "latency", Value: int64(1_000_000 + i), Count: 1000 + i}
	}
	return out
}

func TestEncode(t *testing.T) {
	b, err := Encode(Event{Name: "x", Value: 300, Count: 2})
	if err != nil || !strings.Contains(string(b), `"value":300`) {
		t.Fatalf("Encode = %s, %v", b, err)
	}
}

func TestProcessAndKey(t *testing.T) {
	if n, err := Process(events(3)); err != nil || n == 0 {
		t.Fatalf("Process = %d, %v", n, err)
	}
	if got := Key(Event{Name: "a"}, 7); got != "a/7" {
		t.Errorf("Key = %q", got)
	}
	if Label(42) != "42" {
		t.Error("Label")
	}
}

var sink int

func BenchmarkProcess(b *testing.B) {
	evs := events(64)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		n, _ := Process(evs)
		sink += n
	}
}

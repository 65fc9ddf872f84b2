package aggsvc

import (
	"bytes"
	"encoding/json"
	"io"
	"testing"
	"time"
)

func events(n int) []Event {
	out := make([]Event, n)
	for i := range out {
		out[i] = Event{
			Host:    "web-" + string(rune('a'+i%26)),
			Metric:  "latency_ms",
			Value:   float64(i) * 1.5,
			Count:   int64(1000 + i),
			At:      time.Unix(1700000000, int64(i)),
			Sampled: i%2 == 0,
		}
	}
	return out
}

func TestBatchIsValidJSON(t *testing.T) {
	var buf bytes.Buffer
	a := New(&buf, false)
	if _, err := a.Batch(events(3)); err != nil {
		t.Fatal(err)
	}
	var rows []json.RawMessage
	if err := json.Unmarshal(buf.Bytes(), &rows); err != nil {
		t.Fatalf("%v: %s", err, buf.Bytes())
	}
	if len(rows) != 6 {
		t.Fatalf("%d rows", len(rows))
	}
	if a.Seen() != "3" || a.Summary() != "series=3 seen=3" || len(a.Limits()) != 4 {
		t.Fatal(a.Seen(), a.Summary())
	}
}

func BenchmarkBatch(b *testing.B) {
	a := New(io.Discard, false)
	batch := events(64)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := a.Batch(batch); err != nil {
			b.Fatal(err)
		}
	}
}

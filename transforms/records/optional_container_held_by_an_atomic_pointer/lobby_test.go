package lobby

import "testing"

func TestRecord(t *testing.T) {
	publish(&lobby{id: 1})
	record(true)
	record(false)
	record(true)
	if got := wins(); got != 2 {
		t.Fatalf("wins = %d", got)
	}
}

func BenchmarkPublish(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		publish(&lobby{id: i})
		record(true)
	}
}

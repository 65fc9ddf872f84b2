package metrics

import "testing"

func TestNamespacePrefixesCounters(t *testing.T) {
	r := NewRegistry(WithNamespace("api_"), WithBuckets(4))
	r.Add("requests", 2)
	if got := r.Get("requests"); got != 2 || r.counters["api_requests"] != 2 {
		t.Fatalf("got %d", got)
	}
}

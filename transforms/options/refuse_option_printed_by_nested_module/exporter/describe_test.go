package exporter

import (
	"testing"

	metrics "example.com/telemetry"
)

func TestDescribeNamesEachOption(t *testing.T) {
	got := Describe(metrics.WithNamespace("api_"), nil, metrics.WithBuckets(4))
	if want := "metrics.namespaceOption(api_) metrics.bucketsOption(4)"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

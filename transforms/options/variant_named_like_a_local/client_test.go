package client

import (
	"testing"
	"time"
)

func TestBudget(t *testing.T) {
	if got := New(WithRetries(3), WithTimeout(2*time.Second)).Budget(); got != 6*time.Second {
		t.Fatalf("Budget = %v", got)
	}
	if got := New().Budget(); got != time.Second {
		t.Fatalf("Budget = %v", got)
	}
}

func TestDeadline(t *testing.T) {
	start := time.Unix(0, 0).UTC()
	if got := New(WithRetries(2)).Deadline(start, time.Second); !got.Equal(start.Add(3 * time.Second)) {
		t.Fatalf("Deadline = %v", got)
	}
}

func BenchmarkNew(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if New(WithRetries(3), WithTimeout(time.Second)) == nil {
			b.Fatal("nil")
		}
	}
}

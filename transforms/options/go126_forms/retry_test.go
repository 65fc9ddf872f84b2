package retry

import (
	"errors"
	"testing"
)

func TestOptionsAndFailures(t *testing.T) {
	r := NewRunner(WithAttempts(3), WithDeadline(1700000000000), WithLabel("queue", "mail"), WithLabel("zone", "eu"))
	calls := 0
	err := r.Run("send", func(attempt int) error {
		calls++
		return errors.New("smtp down")
	})
	if err == nil || calls != 3 {
		t.Fatalf("Run = %v after %d calls, want an error after 3", err, calls)
	}
	if err := r.Run("ping", func(int) error { return nil }); err != nil {
		t.Fatal(err)
	}
	r.Run("resize", func(attempt int) error {
		if attempt < 5 {
			return errors.New("busy")
		}
		return nil
	})
	if r.Failed() != 2 {
		t.Fatalf("Failed = %d, want 2", r.Failed())
	}
	want := "attempts=3 deadline=1700000000000 queue=mail zone=eu last=resize/3"
	if got := r.Report(); got != want {
		t.Fatalf("Report = %q\nwant     %q", got, want)
	}
}

func TestDefaults(t *testing.T) {
	r := NewRunner()
	if got := r.Report(); got != "attempts=1" {
		t.Fatalf("Report = %q", got)
	}
	if r.Failed() != 0 {
		t.Fatal("a new runner has failures")
	}
}

// The deadline is a copy: changing the option's source afterwards changes nothing.
func TestDeadlineIsCopied(t *testing.T) {
	d := int64(5)
	r := NewRunner(WithDeadline(d))
	d = 6
	if *r.cfg.deadline != 5 {
		t.Fatalf("deadline = %d", *r.cfg.deadline)
	}
}

var sink Option

func BenchmarkConstructWithAttempts(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithAttempts(1000 + i)
	}
}

func BenchmarkConstructWithLabel(b *testing.B) {
	zones := []string{"eu", "us"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithLabel("zone", zones[i%2])
	}
}

package lifecycle

import (
	"testing"
	"time"
)

func TestHookCountsItsRuns(t *testing.T) {
	called := 0
	hook := OnStart(func() { called++ })
	var s settings
	for i := 0; i < 3; i++ {
		s = New(hook, Label("api"))
		for _, fn := range s.hooks {
			fn()
		}
	}
	if called != 3 {
		t.Fatalf("called = %d", called)
	}
	if s.runs != 3 || s.spent != 3*time.Millisecond {
		t.Fatalf("third run: runs = %d, spent = %v; want 3 and 3ms", s.runs, s.spent)
	}
	if s.label != "api" {
		t.Fatalf("label = %q", s.label)
	}
}

var sink Option

func BenchmarkConstructLabel(b *testing.B) {
	names := []string{"api", "worker", "cron"}
	for i := 0; i < b.N; i++ {
		sink = Label(names[i%3])
	}
}

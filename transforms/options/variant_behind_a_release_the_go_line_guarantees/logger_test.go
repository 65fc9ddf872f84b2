package logger

import (
	"log/slog"
	"testing"
)

func TestOptionsSetTheirFields(t *testing.T) {
	c := newConfig(Named("api"), AtLevel(slog.LevelWarn), CallerDepth(3))
	if c != (config{name: "api", level: int(slog.LevelWarn), depth: 3}) {
		t.Fatalf("config = %+v", c)
	}
	if c := newConfig(); c != (config{depth: 1}) {
		t.Fatalf("default config = %+v", c)
	}
}

var sink Option

func BenchmarkNamedAtLevel(b *testing.B) {
	names := []string{"api", "worker"}
	levels := []slog.Level{slog.LevelDebug - 1000, slog.LevelError + 1000}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Named(names[i%2])
		sink = AtLevel(levels[i%2])
	}
}

package limiter

import (
	"testing"
	"time"
)

func TestNew(t *testing.T) {
	tests := []struct {
		name  string
		opt   Option
		extra []Option
		want  config
	}{
		{name: "slack", opt: WithSlack(3), want: config{slack: 3, per: time.Second}},
		{name: "per", opt: Per(time.Minute), extra: []Option{WithSlack(1)}, want: config{slack: 1, per: time.Minute}},
	}
	for _, tt := range tests {
		got := New(append([]Option{tt.opt}, tt.extra...)...)
		if got != tt.want {
			t.Errorf("%s: got %+v, want %+v", tt.name, got, tt.want)
		}
	}
	if got := New(Presets["strict"]); got.slack != 0 {
		t.Errorf("strict preset: %+v", got)
	}
	override := WithSlack(7)
	if got := NewWithOverride(&override, WithSlack(1), Per(time.Minute)); got.slack != 7 || got.per != time.Minute {
		t.Errorf("with override: %+v", got)
	}
	if got := NewWithOverride(nil, WithSlack(1)); got.slack != 1 {
		t.Errorf("without override: %+v", got)
	}
}

var sink Option

func BenchmarkPer(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Per(time.Duration(i) * time.Second)
	}
}

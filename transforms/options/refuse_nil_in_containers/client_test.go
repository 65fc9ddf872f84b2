package dialer

import (
	"testing"
	"time"
)

func TestDial(t *testing.T) {
	c := Dial("db:5432")
	if c.settings.addr != "db:5432" || c.settings.timeout != time.Second {
		t.Errorf("settings = %+v", c.settings)
	}
}

func TestNamedAndPlan(t *testing.T) {
	n := newNamed()
	n.Set("addr", WithAddr("cache:6379"))
	steps := plan(2)
	steps[0].opt = n.byName["addr"]
	opts := make([]Option, 0, len(steps))
	for _, s := range steps {
		opts = append(opts, s.opt)
	}
	c := New(opts...)
	if c.settings.addr != "cache:6379" || c.settings.retries != 2 {
		t.Errorf("settings = %+v", c.settings)
	}
	if len(updates()) != 1 {
		t.Error("the placeholder update is missing")
	}
}

func TestTable(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts []Option
		want int
	}{
		{name: "defaults", opts: nil, want: 0},
		{name: "retries", opts: []Option{WithRetries(3)}, want: 3},
	} {
		if got := New(tt.opts...).settings.retries; got != tt.want {
			t.Errorf("%s: retries = %d, want %d", tt.name, got, tt.want)
		}
	}
}

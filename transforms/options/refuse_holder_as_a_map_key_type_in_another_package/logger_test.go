package zlog

import "testing"

func TestNew(t *testing.T) {
	var seen []string
	l := New(Named("api"), Hooks(func(s string) { seen = append(seen, s) }))
	if l.name != "api" || len(l.hooks) != 1 {
		t.Fatalf("logger = %+v", l)
	}
	l.hooks[0]("x")
	if len(seen) != 1 {
		t.Error("hook not kept")
	}
}

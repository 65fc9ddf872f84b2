package filter

import (
	"testing"

	"example.com/zlog"
)

func TestAddSkipsEqualRules(t *testing.T) {
	var s Set
	if !s.Add(1, zlog.Named("api")) {
		t.Fatal("first rule not added")
	}
	if s.Add(1, zlog.Named("api")) {
		t.Error("equal rule added twice")
	}
	if !s.Add(2, zlog.Named("api")) {
		t.Error("rule at another level not added")
	}
	if n := len(s.For(1)); n != 1 {
		t.Errorf("For(1) has %d options, want 1", n)
	}
}

package rpcconf

import (
	"fmt"
	"testing"
)

func TestChanged(t *testing.T) {
	defaults := map[string]any{}
	var s Settings
	if got := fmt.Sprint(Changed(s, defaults)); got != "[]" {
		t.Fatalf("changed %s, want []", got)
	}
	s.Caller = WithCaller("billing")
	if got := fmt.Sprint(Changed(s, defaults)); got != "[caller]" {
		t.Fatalf("changed %s, want [caller]", got)
	}
	s.Timeout = WithTimeout(500)
	if got := fmt.Sprint(Changed(s, defaults)); got != "[timeout caller]" {
		t.Fatalf("changed %s, want [timeout caller]", got)
	}
}

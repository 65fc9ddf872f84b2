package undo

import (
	"reflect"
	"strings"
	"testing"
)

func TestHistory(t *testing.T) {
	h := &history{}
	h.Push("a")
	h.Push("b")
	if got := strings.Join(h.names(), ","); got != "b,a" {
		t.Fatalf("names %s", got)
	}
	if kindOfCounter() != reflect.Struct {
		t.Fatal("counter is a struct")
	}
}

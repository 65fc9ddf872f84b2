package dialer

import (
	"testing"
	"time"
)

func TestDialAppliesOptions(t *testing.T) {
	var seen string
	d := Dial("db:5432", WithTimeout(time.Second), WithDialHook(func(a string) { seen = a }))
	if d != time.Second || seen != "db:5432" {
		t.Fatalf("timeout %v, hook saw %q", d, seen)
	}
}

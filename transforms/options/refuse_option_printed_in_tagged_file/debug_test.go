//go:build clientdebug

package client

import "testing"

func TestDump(t *testing.T) {
	if got := Dump([]Option{WithAddr("h"), WithDB(2)}); got != "[h 2]" {
		t.Fatalf("Dump = %q", got)
	}
}

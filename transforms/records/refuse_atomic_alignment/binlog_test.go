package binlog

import "testing"

func TestCallIDsIncrease(t *testing.T) {
	l := newLogger("x")
	if a, b := l.newCall(), l.newCall(); a != 1 || b != 2 {
		t.Fatalf("ids %d, %d", a, b)
	}
}

package rl

import "testing"

func TestRate(t *testing.T) {
	if o := build(WithRate(300)); o.rate != 300 {
		t.Errorf("rate = %d", o.rate)
	}
}

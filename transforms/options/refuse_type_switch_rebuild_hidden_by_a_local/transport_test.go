package transport

import "testing"

func TestDescribeNamesEachOption(t *testing.T) {
	if got := describe(WithMode(modeSafe)); got != "mode 2" {
		t.Fatalf("describe = %q", got)
	}
	if got := describe(WithName("x")); got != "name x" {
		t.Fatalf("describe = %q", got)
	}
}

// +build exportdebug

package exporter

import "testing"

func TestDescribe(t *testing.T) {
	if got := Describe([]Option{WithEndpoint("push"), WithInterval(30)}); got != "[push 30]" {
		t.Fatalf("Describe = %q", got)
	}
}

package guild

import (
	"testing"

	"example.com/guild/internal/check"
)

func TestLeaveForgetsTheMember(t *testing.T) {
	a, b := &roster{}, &roster{}
	a.join("ann")
	a.join("bob")
	a.leave("bob")
	b.join("ann")
	check.Equal(t, b, a)
}

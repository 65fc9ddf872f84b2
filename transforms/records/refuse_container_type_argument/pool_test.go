package lobby

import "testing"

func TestNewPlayerHasNoGuild(t *testing.T) {
	p := join("ann")
	if got := p.tag(); got != "-" {
		t.Fatalf("tag = %q, want -", got)
	}
	p.guild = &guild{tag: "owl"}
	if got := p.tag(); got != "owl" {
		t.Fatalf("tag = %q, want owl", got)
	}
}

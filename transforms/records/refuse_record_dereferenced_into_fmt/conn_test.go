package gateway

import "testing"

func TestDescribePrintsTheSession(t *testing.T) {
	c := &conn{addr: "10.0.0.1"}
	if got := c.describe(); got != "10.0.0.1 (anonymous)" {
		t.Fatalf("describe = %q", got)
	}
	c.login("ana")
	if got, want := c.describe(), "10.0.0.1 {user:ana}"; got != want {
		t.Fatalf("describe = %q, want %q", got, want)
	}
}

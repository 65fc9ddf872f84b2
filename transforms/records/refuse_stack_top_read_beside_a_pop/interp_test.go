package interp

import "testing"

func TestRetNamesTheCaller(t *testing.T) {
	m := &machine{name: "vm"}
	m.call("main", 0)
	m.call("parse", 42)
	fn, at := m.ret()
	if fn != "main" || at != 42 || m.current() != "main" {
		t.Fatalf("ret = %q %d, current %q; want main 42, main", fn, at, m.current())
	}
}

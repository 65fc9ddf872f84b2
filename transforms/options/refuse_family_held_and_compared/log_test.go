package zlog

import "testing"

func TestComparisons(t *testing.T) {
	n := Named("api")
	if !sameSetup(pair{n, n}, pair{n, n}) || sameSetup(pair{n, Named("db")}, pair{n, n}) {
		t.Error("sameSetup")
	}
	if !sameDefaults([2]Option{n, n}, [2]Option{n, n}) {
		t.Error("sameDefaults")
	}
	if record("a", n) != 1 || record("a", n) != 2 || record("b", n) != 1 {
		t.Error("record")
	}
	if c := build(n, AddCaller()); c.name != "api" || !c.callers {
		t.Errorf("build = %+v", c)
	}
}

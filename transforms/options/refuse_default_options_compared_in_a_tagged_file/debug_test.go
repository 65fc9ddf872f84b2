//go:build debug

package server

import "testing"

func TestDumpDefaults(t *testing.T) {
	if got, want := dumpDefaults(), "svc (server.nameOption) verbose first: false"; got != want {
		t.Fatalf("dump = %q, want %q", got, want)
	}
}

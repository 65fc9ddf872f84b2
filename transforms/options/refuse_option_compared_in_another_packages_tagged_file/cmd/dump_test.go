//go:build debug

package cmd

import "testing"

func TestDumpNamesEachOption(t *testing.T) {
	got := Dump(Options("a:1", 2))
	if want := "cache.addrOption=a:1;cache.dbOption=2;"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

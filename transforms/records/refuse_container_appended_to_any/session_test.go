package session

import (
	"strings"
	"testing"
)

func TestDumpShowsTheQuotaAsAPointer(t *testing.T) {
	s := open(7)
	s.spend()
	if got := dump([]*session{s}); !strings.HasPrefix(got, "&{7 0x") {
		t.Fatalf("dump = %q", got)
	}
}

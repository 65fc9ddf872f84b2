package session

import (
	"strings"
	"testing"
)

func TestDescribeShowsTheQuotaAsAPointer(t *testing.T) {
	s := open(7)
	s.spend()
	if got := describe(s); !strings.Contains(got, "quota:0x") {
		t.Fatalf("describe = %q", got)
	}
}

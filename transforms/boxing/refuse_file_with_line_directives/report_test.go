package report

import "testing"

func TestWhere(t *testing.T) {
	if got := Where("at"); got != "at report.tmpl:12" {
		t.Fatalf("where %q", got)
	}
}

package usage

import "testing"

func TestReports(t *testing.T) {
	v := &Volume{Path: "/data", total: 10, used: 3}
	if got := Report(v); got != "/data free=7" {
		t.Errorf("Report = %q", got)
	}
	if got := ReportFree(v); got != "/data free=7" {
		t.Errorf("ReportFree = %q", got)
	}
	if got := Inodes("/data"); got != "/data inodes=5" {
		t.Errorf("Inodes = %q", got)
	}
	if got, err := Blocks("/data"); err != nil || string(got) != `{"blocks":8,"path":"/data"}` {
		t.Errorf("Blocks = %s %v", got, err)
	}
}

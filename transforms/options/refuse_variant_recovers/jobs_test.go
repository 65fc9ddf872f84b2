package jobs

import "testing"

func TestRecovering(t *testing.T) {
	j := Run(func() { panic("boom") }, Named("nightly"), Recovering("recovered: "))
	if j.name != "nightly" || j.err != "recovered: boom" {
		t.Fatalf("job %+v", j)
	}
}

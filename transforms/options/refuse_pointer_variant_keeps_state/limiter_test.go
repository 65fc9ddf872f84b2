package limiter

import "testing"

func TestAppliedCountsEveryApply(t *testing.T) {
	o := WithBurst(5)
	New(o)
	New(o)
	if lastApplied != 2 {
		t.Fatalf("applied %d times, want 2: copies of an option share its count", lastApplied)
	}
}

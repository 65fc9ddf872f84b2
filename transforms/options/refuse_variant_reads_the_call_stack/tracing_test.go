package tracing

import (
	"strings"
	"testing"
)

func TestNameRecordsWhoAppliedIt(t *testing.T) {
	tr := New(WithName("svc"), WithSampling(0.5))
	if !strings.HasSuffix(tr.cfg.appliedBy, ".New") {
		t.Fatalf("applied by %q, want New", tr.cfg.appliedBy)
	}
}

package limits

import (
	"os/exec"
	"testing"
)

func TestGeneratorStillRuns(t *testing.T) {
	out, err := exec.Command("go", "run", "gen.go").CombinedOutput()
	if err != nil {
		t.Fatalf("gen.go: %v\n%s", err, out)
	}
	if string(out) != "5 false\n10 true\n" {
		t.Fatalf("gen.go printed %q", out)
	}
}

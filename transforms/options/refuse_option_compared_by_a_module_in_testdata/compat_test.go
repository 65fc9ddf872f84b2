package limits

import (
	"os/exec"
	"strings"
	"testing"
)

func TestOptionsStillCompareInTheConsumer(t *testing.T) {
	cmd := exec.Command("go", "run", ".")
	cmd.Dir = "testdata/consumer"
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("consumer: %v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "true 3" {
		t.Fatalf("consumer printed %q", got)
	}
}

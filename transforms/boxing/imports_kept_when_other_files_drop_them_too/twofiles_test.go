package twofiles

import (
	"os"
	"strings"
	"testing"
)

func TestExactBytes(t *testing.T) {
	want := `attrs lastx load-p15 disk_bytes {"attempt":1,"user":"ana"} {"seconds":90,"user":"ana"}`
	if got := strings.Join(Startup(), " "); got != want {
		t.Errorf("Startup = %q, want %q", got, want)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	if err := os.WriteFile(path, []byte(strings.Join(Startup(), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

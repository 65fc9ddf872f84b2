package tagged

import (
	"os"
	"strings"
	"testing"
)

func TestExactBytes(t *testing.T) {
	want := `attrs load-p15 disk-p60 {"code":7,"name":"signup"}`
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

package codecs

import (
	"os"
	"strings"
	"testing"
)

func TestExactBytes(t *testing.T) {
	if got := strings.Join(Listing(), " "); got != "default=jsonx.Codec jsonx.Codec gzip-l6" {
		t.Errorf("Listing = %q", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	if err := os.WriteFile(path, []byte(strings.Join(Listing(), "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
}

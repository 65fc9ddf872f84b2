package deploy

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []Env{"", "dev", "prod", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	for _, e := range edgeStrings {
		if !Guarded(e) {
			t.Errorf("Guarded(%q) = false", e)
		}
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, e := range edgeStrings {
		fmt.Fprintf(&out, "%q %v\n", string(e), Guarded(e))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

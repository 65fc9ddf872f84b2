package history

import (
	"strings"
	"testing"
)

func TestPages(t *testing.T) {
	h := &history{}
	for _, p := range []string{"a", "b", "c"} {
		h.visit(p)
	}
	if got := strings.Join(h.pages(), ","); got != "c,b,a" {
		t.Errorf("pages = %s, want c,b,a", got)
	}
}

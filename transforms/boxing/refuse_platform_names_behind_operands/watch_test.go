//go:build linux

package watch

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "log", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	if got := Status("<a&b>"); got != "<a&b> fd=5" {
		t.Errorf("Status = %q", got)
	}
	if got, _ := Event("<a&b>"); string(got) != `{"fd":5,"name":"\u003ca\u0026b\u003e"}` {
		t.Errorf("Event = %s", got)
	}
	if got := Reopen("<a&b>"); got != "<a&b> fd=5" {
		t.Errorf("Reopen = %q", got)
	}
	if got := Reopen(""); got != " fd=3" {
		t.Errorf("Reopen = %q", got)
	}
	if got := (watcher{name: "log", h: 7}).describe(); got != "log fd=7" {
		t.Errorf("describe = %q", got)
	}
	if got := Stdin("in"); got != "in stdin=0" {
		t.Errorf("Stdin = %q", got)
	}
	if got, _ := StdinEvent("in"); string(got) != `{"name":"in","stdin":0}` {
		t.Errorf("StdinEvent = %s", got)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		e, _ := Event(s)
		i, _ := StdinEvent(s)
		fmt.Fprintf(&out, "%q %q %q %q %q %q\n", Status(s), e, Stdin(s), i, Reopen(s), watcher{name: s, h: len(s)}.describe())
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink string

func BenchmarkFormatStatus(b *testing.B) {
	b.ReportAllocs()
	names := []string{"a.log", "b.log"}
	for i := 0; i < b.N; i++ {
		sink = Status(names[i%2])
	}
}

package config

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "api", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func TestExactBytes(t *testing.T) {
	text := "name=api;rest"
	c := Config{Name: text[5:8]}
	Detach(&c)
	if c.Name != "api" {
		t.Errorf("Name = %q", c.Name)
	}
	c.Labels = map[string]string{"env": text[9:]}
	DetachLabel(&c, "env")
	if c.Labels["env"] != "rest" {
		t.Errorf("Labels = %q", c.Labels)
	}
	c.Path = text[:4]
	DetachPath(&c)
	if c.Path != "name" {
		t.Errorf("Path = %q", c.Path)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		c := Config{Name: s, Path: s}
		Detach(&c)
		DetachPath(&c)
		fmt.Fprintf(&out, "Detach(%q) = %q\n", s, c.Name)
		fmt.Fprintf(&out, "DetachPath(%q) = %q\n", s, c.Path)
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink Config

func BenchmarkFormatDetach(b *testing.B) {
	b.ReportAllocs()
	text := "name=api;rest"
	for i := 0; i < b.N; i++ {
		sink = Config{Name: text[5:8]}
		Detach(&sink)
	}
}

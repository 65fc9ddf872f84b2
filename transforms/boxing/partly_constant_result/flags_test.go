package flags

import (
	"os"
	"testing"
)

func TestMaskAndName(t *testing.T) {
	if got := mask(); got != 0 {
		t.Fatalf("mask = %d, want 0 (the shift runs past the byte)", got)
	}
	if got := name(); got != "http_server" {
		t.Fatalf("name = %q", got)
	}
	if got := help(); len(got) != 1 || got["http_server"] != "built" {
		t.Fatalf("help = %v", got)
	}
}

func TestOutputs(t *testing.T) {
	if path := os.Getenv("UNBOX_OUTPUTS"); path != "" {
		if err := os.WriteFile(path, []byte(name()+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

var sink string

func BenchmarkName(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = name()
	}
}

package wrap

import "testing"

func TestLine(t *testing.T) {
	if got := New(Spaces(), CRLF()).Line(2, "x"); got != "        x\r\n" {
		t.Fatalf("line = %q", got)
	}
}

var sink Option

func BenchmarkConstructSpaces(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Spaces()
	}
}

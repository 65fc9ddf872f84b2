package render

import "testing"

func TestTagRemembersTheLastRender(t *testing.T) {
	tag := Tag("ab")
	first := Render(tag, Size(10))
	second := Render(tag)
	if first.last != "\x00\x00" || second.last != "ab" || second.label != "2#" {
		t.Fatalf("first %q, second %q %q; want \"\\x00\\x00\", \"ab\" \"2#\"", first.last, second.last, second.label)
	}
}

var sink Option

func BenchmarkConstructSize(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Size(i + 1000)
	}
}

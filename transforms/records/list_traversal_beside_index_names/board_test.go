package board

import (
	"fmt"
	"testing"
)

func TestPages(t *testing.T) {
	b := &board{}
	for i, p := range []string{"ann", "bob", "cy", "dee", "eve"} {
		b.post(p, i+1)
	}
	pages, total := b.pages(2)
	if got := fmt.Sprint(pages); got != "[[eve dee] [cy bob] [ann]]" || total != 15 {
		t.Fatalf("got %s, %d", got, total)
	}
}

func BenchmarkPost(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		bd := &board{}
		for p := 0; p < 32; p++ {
			bd.post("ann", p)
		}
	}
}

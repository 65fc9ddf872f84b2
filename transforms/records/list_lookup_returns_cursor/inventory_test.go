package inventory

import "testing"

func TestLookups(t *testing.T) {
	p := &player{name: "ada"}
	p.add(1, 2)
	p.add(2, 1)
	if !p.use(1) || !p.use(1) || p.use(1) {
		t.Fatal("use spent the wrong number")
	}
	if got := p.describe(2); got != "ada has 1 of 2" {
		t.Fatalf("describe = %q", got)
	}
	if p.has(3) || !p.has(2) {
		t.Fatal("has is wrong")
	}
	if p.describe(9) != "ada has no 9" {
		t.Fatal("describe of a missing item")
	}
}

func BenchmarkUse(b *testing.B) {
	b.ReportAllocs()
	p := &player{name: "ada"}
	for i := 0; i < 64; i++ {
		p.add(i, 1<<30)
	}
	for i := 0; i < b.N; i++ {
		p.use(i % 64)
	}
}

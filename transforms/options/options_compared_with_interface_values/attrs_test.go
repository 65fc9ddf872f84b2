package span

import "testing"

func TestHasFindsEqualOptions(t *testing.T) {
	opts := []Option{WithSampled(true), WithAttribute("user", 42)}
	if !Has(opts, WithAttribute("user", 42)) || !Has(opts, WithSampled(true)) {
		t.Fatal("equal options not found")
	}
	if Has(opts, WithRedactedAttribute("user", 42)) || Has(opts, WithSampled(false)) {
		t.Fatal("different options found")
	}
}

func TestHasPanicsOnAnUncomparableValueItReaches(t *testing.T) {
	opts := []Option{WithAttribute("ids", []int{1})}
	defer func() {
		if recover() == nil {
			t.Fatal("comparing two slice values must panic, as Has documents")
		}
	}()
	// The values are compared before the redaction flags, which differ.
	Has(opts, WithRedactedAttribute("ids", []int{1}))
}

func TestStartAppliesAttributes(t *testing.T) {
	c := Start(WithAttribute("a", 1), WithRedactedAttribute("b", "x"), WithSampled(true))
	if c.attrs["a"] != 1 || c.attrs["b"] != "x" || !c.redacted["b"] || c.redacted["a"] || !c.sampled {
		t.Fatalf("config %+v", c)
	}
}

var sink Option

func BenchmarkWithAttribute(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithAttribute("user", i+1000)
	}
}

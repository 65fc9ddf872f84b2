package cart

import "testing"

func TestReceiptListsNewestFirst(t *testing.T) {
	c := &Cart{owner: "ana"}
	if got := c.Receipt(); got != "total 0 for ana" {
		t.Fatalf("empty receipt = %q", got)
	}
	c.Add("apple", 3, 40)
	c.Add("pear", 1, -5)
	want := "pear x1 @ -5\napple x3 @ 40\ntotal 115 for ana"
	if got := c.Receipt(); got != want {
		t.Fatalf("receipt = %q, want %q", got, want)
	}
}

func BenchmarkFillCart(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		c := &Cart{owner: "bench"}
		for j := 0; j < 16; j++ {
			c.Add("sku", j, int64(j))
		}
	}
}

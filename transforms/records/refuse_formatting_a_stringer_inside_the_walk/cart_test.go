package cart

import "testing"

func TestReceiptPrintsPrices(t *testing.T) {
	c := &Cart{}
	c.Add("apple", 3, 140)
	c.Add("pear", 1, 5)
	if got, want := c.Receipt(), "pear x1 @ 0.05\napple x3 @ 1.40"; got != want {
		t.Fatalf("receipt = %q, want %q", got, want)
	}
}

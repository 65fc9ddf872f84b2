package inventory

import "testing"

func TestSaleIsCountedWhenTheTradeRestocks(t *testing.T) {
	inv := &inventory{}
	inv.add(1)
	inv.add(2)
	inv.restockOnTrade()
	inv.sell(1)
	if got := inv.soldOf(1); got != 1 {
		t.Fatalf("sold = %d, want 1", got)
	}
}

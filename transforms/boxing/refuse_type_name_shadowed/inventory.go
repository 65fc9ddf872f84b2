// Case: refused (a type's name shadowed where the call is). Report hands a Stock value and
// a count to json.Marshal; the struct the rewrite writes would need a field of type Stock,
// but the function declares its own Stock (the count), so the field's type would name a
// variable and the file would not compile.
package inventory

import "encoding/json"

// Stock is one warehouse's holding of an item.
type Stock struct {
	SKU      string
	Quantity int
}

// lookup finds the holding of an item.
func lookup(sku string) Stock {
	return Stock{SKU: sku, Quantity: len(sku) * 10}
}

// Report describes an item's holding for the replenishment service.
func Report(sku string, reserved int) ([]byte, error) {
	held := lookup(sku)
	Stock := held.Quantity - reserved
	return json.Marshal(map[string]any{"holding": held, "free": Stock})
}

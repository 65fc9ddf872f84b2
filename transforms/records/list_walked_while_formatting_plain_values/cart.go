// Case: a shopping cart's items pushed at the front and walked to render a receipt line
// per item with fmt.Sprintf over a string and ints. fmt formats values of basic types
// itself, calling no String, Error or Format method, so the call inside the walk cannot
// call back Add and move the slice under the cursor. Rewritten. With an argument whose
// type has a String method, fmt would call it (refuse_formatting_a_stringer_inside_the_walk).
package cart

import (
	"fmt"
	"strings"
)

type item struct {
	sku   string
	qty   int
	cents int64
	next  *item
}

// Cart holds a session's items, newest first.
type Cart struct {
	owner string
	items *item
}

// Add puts qty of sku at the front of the cart.
func (c *Cart) Add(sku string, qty int, cents int64) {
	c.items = &item{sku: sku, qty: qty, cents: cents, next: c.items}
}

// Receipt lists the items, newest first, and the total.
func (c *Cart) Receipt() string {
	var lines []string
	var total int64
	for it := c.items; it != nil; it = it.next {
		total += int64(it.qty) * it.cents
		lines = append(lines, fmt.Sprintf("%s x%d @ %d", it.sku, it.qty, it.cents))
	}
	lines = append(lines, fmt.Sprintf("total %d for %s", total, c.owner))
	return strings.Join(lines, "\n")
}

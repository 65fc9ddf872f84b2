// Case: the cart of list_walked_while_formatting_plain_values, whose prices are a type
// with a String method. fmt.Sprintf inside the walk calls price.String, code the pass
// does not follow from fmt, which could call back Add and move the slice under the
// cursor. Refused (mutated_in_traversal): only arguments of basic types prove fmt runs
// nothing of the package.
package cart

import (
	"fmt"
	"strconv"
	"strings"
)

type price int64

// String prints cents as a decimal amount.
func (p price) String() string {
	return strconv.FormatInt(int64(p)/100, 10) + "." + strconv.FormatInt(int64(p)%100/10, 10) + strconv.FormatInt(int64(p)%10, 10)
}

type item struct {
	sku  string
	qty  int
	each price
	next *item
}

// Cart holds a session's items, newest first.
type Cart struct {
	items *item
}

// Add puts qty of sku at the front of the cart.
func (c *Cart) Add(sku string, qty int, each price) {
	c.items = &item{sku: sku, qty: qty, each: each, next: c.items}
}

// Receipt lists the items, newest first.
func (c *Cart) Receipt() string {
	var lines []string
	for it := c.items; it != nil; it = it.next {
		lines = append(lines, fmt.Sprintf("%s x%d @ %v", it.sku, it.qty, it.each))
	}
	return strings.Join(lines, "\n")
}

// Case: refused (container_by_value). The container is copied by value: the copies share
// the record today and would each get their own after the rewrite.
package cart

type cart struct{ coupon *coupon }

type coupon struct{ code string }

func snapshot(c *cart) cart { return *c }

func total(c cart) int {
	if c.coupon == nil {
		return 0
	}
	return len(c.coupon.code)
}

// Case: a map marshalled to JSON holds a value of example.com/shop/money/v2, whose
// package is named money (a major version's folder, as in go-redis/v9 or rand/v2). The
// struct written in its place spells the field's type with the name the file uses,
// *money.Amount, not the path's last element. Rewritten.
package shop

import (
	"encoding/json"

	"example.com/shop/money/v2"
)

// Receipt is the JSON a checkout returns.
func Receipt(order string, total *money.Amount, items int) ([]byte, error) {
	return json.Marshal(map[string]any{
		"order": order,
		"total": total,
		"items": items,
	})
}

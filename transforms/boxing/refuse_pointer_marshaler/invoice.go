// Case: refused (pointer-receiver MarshalJSON). Money marshals itself as "19.99 EUR" only
// through a pointer; the map holds a copy that encoding/json cannot address, so today it
// prints Money's fields, and a struct that became addressable would switch to the method.
package invoice

import (
	"encoding/json"
	"strconv"
)

// Money is an amount in cents of one currency.
type Money struct {
	Cents    int64
	Currency string
}

// MarshalJSON writes the amount as a decimal string with its currency.
func (m *Money) MarshalJSON() ([]byte, error) {
	sign, cents := "", uint64(m.Cents)
	if m.Cents < 0 {
		sign, cents = "-", -cents
	}
	units := strconv.FormatUint(cents/100, 10)
	rest := strconv.FormatUint(cents%100+100, 10)[1:]
	return json.Marshal(sign + units + "." + rest + " " + m.Currency)
}

// EncodeInvoice encodes an invoice total for the billing feed.
func EncodeInvoice(id string, total Money, paid bool) ([]byte, error) {
	return json.Marshal(map[string]any{"id": id, "total": total, "paid": paid})
}

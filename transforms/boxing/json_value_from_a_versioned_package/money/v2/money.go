// Package money keeps amounts in minor units.
package money

// Amount is a sum of money in cents.
type Amount struct {
	Cents    int64  `json:"cents"`
	Currency string `json:"currency"`
}

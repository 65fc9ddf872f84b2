// Package strconv formats the ledger's numbers.
package strconv

import "fmt"

// Cents formats an amount of cents as units with two decimals.
func Cents(c int64) string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

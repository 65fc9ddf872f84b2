//go:build !wide

package units

// Ratio is a proportion.
type Ratio float32

// Scale is the narrow build's scale.
func Scale() float64 { return 1.5 }

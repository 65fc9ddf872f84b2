//go:build wide

package units

// Ratio is a proportion.
type Ratio float64

// Scale is the wide build's scale, a name.
func Scale() string { return "big" }

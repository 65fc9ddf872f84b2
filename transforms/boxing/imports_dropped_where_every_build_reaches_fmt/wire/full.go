//go:build !lite

package wire

import "fmt"

// Frame is one sample as full builds send it.
func Frame(name string, value float64) string { return fmt.Sprintf("%s=%6.2f", name, value) }

//go:build lite

package wire

import "fmt"

// Frame is one sample as lite builds send it, without the value's fraction.
func Frame(name string, value float64) string { return fmt.Sprintf("%q=%d", name, int64(value)) }

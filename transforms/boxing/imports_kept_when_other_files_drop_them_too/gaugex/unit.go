package gaugex

import "fmt"

// Unit is a gauge's name with its unit.
func Unit(kind, unit string) string { return fmt.Sprintf("%s_%s", kind, unit) }

// Package gaugex names gauges and registers its default gauge.
package gaugex

import (
	"fmt"

	"example.com/twofiles/registry"
)

// Name is a gauge's name at a sampling period.
func Name(kind string, period int) string { return fmt.Sprintf("%s-p%d", kind, period) }

func init() { registry.Register(Name("load", 15)) }

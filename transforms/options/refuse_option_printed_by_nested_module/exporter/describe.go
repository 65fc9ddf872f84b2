// Package exporter ships metrics and is versioned apart from them.
package exporter

import (
	"fmt"
	"strings"

	metrics "example.com/telemetry"
)

// Describe lists the options an exporter was configured with, skipping nil ones.
func Describe(opts ...metrics.Option) string {
	var parts []string
	for _, o := range opts {
		if o != nil {
			parts = append(parts, fmt.Sprintf("%T(%v)", o, o))
		}
	}
	return strings.Join(parts, " ")
}

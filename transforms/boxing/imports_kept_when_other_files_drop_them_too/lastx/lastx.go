// Package lastx registers after gaugex by import path, and before it by dependencies
// when gaugex no longer waits for fmt.
package lastx

import "example.com/twofiles/registry"

func init() { registry.Register("lastx") }

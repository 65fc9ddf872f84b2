//go:build !lite

package eventx

import "example.com/tagged/attrs"

// lastFields holds the fields of the last event, in full builds only.
var lastFields attrs.Fields

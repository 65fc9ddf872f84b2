// Package gzipx registers the gzip codec.
package gzipx

import (
	"fmt"

	"example.com/codecs/registry"
)

const level = 6

// Name is a codec's name at a compression level.
func Name(kind string, lvl int) string { return fmt.Sprintf("%s-l%d", kind, lvl) }

func init() { registry.Register(Name("gzip", level)) }

//go:build !lite

package gaugex

import "flag"

// verbose is set on the command line of full builds only.
var verbose = flag.Bool("gaugex.verbose", false, "log every sample")

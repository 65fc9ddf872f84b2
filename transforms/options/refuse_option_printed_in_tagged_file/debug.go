//go:build clientdebug

package client

import "fmt"

// Dump lists the options for debug logs.
func Dump(opts []Option) string {
	return fmt.Sprintf("%v", opts)
}

// +build exportdebug

package exporter

import "fmt"

// Describe lists the options for debug logs.
func Describe(opts []Option) string {
	return fmt.Sprintf("%v", opts)
}

//go:build debug

package cmd

import (
	"fmt"
	"strings"

	client "example.com/cache"
)

// Dump describes the options a debug build was started with; nil entries are skipped.
func Dump(opts []client.Option) string {
	var b strings.Builder
	for _, o := range opts {
		if o == nil {
			continue
		}
		fmt.Fprintf(&b, "%T=%v;", o, o)
	}
	return b.String()
}

// Case: refused (reaches_interface). The root package's own name for the family
// (`type CallOption encoding.CallOption`) is printed: its values are the family's, so
// printing them would show the struct's kind and fields where it showed the variant.
package rpc

import (
	"fmt"

	"example.com/rpc/encoding"
)

// Describe names an option for a log line.
func Describe(o CallOption) string { return fmt.Sprint(o) }

// CallOption is encoding's option under the front door's name.
type CallOption encoding.CallOption

// WithShardKey sets the call's shard key.
func WithShardKey(s string) CallOption { return CallOption(encoding.WithShardKey(s)) }

// Call makes a call with the front door's options.
func Call(opts ...CallOption) encoding.Call {
	all := make([]encoding.CallOption, 0, len(opts))
	for _, o := range opts {
		all = append(all, encoding.CallOption(o))
	}
	return encoding.NewCall(all...)
}

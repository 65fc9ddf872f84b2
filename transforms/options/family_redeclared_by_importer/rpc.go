// Case: the module's root package declares its own name for the family, as yarpc does
// (`type CallOption encoding.CallOption`), and converts options to it. A type declared
// over the family has its layout before and after, so the conversion keeps its meaning,
// and its values are judged as the family's wherever they go. Rewritten.
package rpc

import "example.com/rpc/encoding"

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

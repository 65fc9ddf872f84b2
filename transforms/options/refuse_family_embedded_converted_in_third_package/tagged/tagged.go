// Package tagged labels call options for the metrics of the calls they change.
package tagged

import "example.com/rpc"

// Option is a call option with the label its calls are counted under.
type Option struct {
	rpc.CallOption
	Label string
}

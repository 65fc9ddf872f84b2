// Package client makes calls with labelled options.
package client

import (
	"time"

	"example.com/rpc"
	"example.com/rpc/tagged"
)

// Fast is a short timeout counted as "fast".
func Fast() rpc.CallOption {
	var o rpc.CallOption = fast
	return o
}

var fast = tagged.Option{CallOption: rpc.WithTimeout(100 * time.Millisecond), Label: "fast"}

// Label is the label of a tagged option.
func Label(o tagged.Option) string { return o.Label }

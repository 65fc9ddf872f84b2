// Package middleware tags the options each layer adds, for its debug page.
package middleware

import "example.com/rpc"

// Tagged is an option with the name of the layer that added it.
type Tagged struct {
	rpc.CallOption
	Layer string
}

// Options strips the tags, keeping the order.
func Options(tagged []Tagged) []rpc.CallOption {
	opts := make([]rpc.CallOption, len(tagged))
	for i, t := range tagged {
		opts[i] = t
	}
	return opts
}

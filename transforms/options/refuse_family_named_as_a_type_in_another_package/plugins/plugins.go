// Package plugins lets extensions contribute named client options.
package plugins

import client "example.com/client"

// Collect gathers options of any option type.
func Collect[O client.Option](opts ...O) []client.Option {
	out := make([]client.Option, 0, len(opts))
	for _, o := range opts {
		out = append(out, o)
	}
	return out
}

// Named is an option that says where it came from.
type Named interface {
	client.Option
	Name() string
}

// Names lists where the options came from.
func Names(opts []Named) []string {
	var out []string
	for _, o := range opts {
		out = append(out, o.Name())
	}
	return out
}

// Package winsvc runs the cache client as a Windows service.
package winsvc

import client "example.com/cache"

// Seen reports whether an option was already given, keyed by the option itself.
func Seen(opts []client.Option) map[client.Option]bool {
	seen := make(map[client.Option]bool, len(opts))
	for _, o := range opts {
		seen[o] = true
	}
	return seen
}

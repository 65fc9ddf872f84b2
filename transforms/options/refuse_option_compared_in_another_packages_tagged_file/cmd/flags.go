// Package cmd turns command-line settings into client options.
package cmd

import client "example.com/cache"

// Options builds the client options from flag values; an empty address keeps the default.
func Options(addr string, db int) []client.Option {
	var opts []client.Option
	if addr != "" {
		opts = append(opts, client.WithAddr(addr))
	}
	return append(opts, client.WithDB(db))
}

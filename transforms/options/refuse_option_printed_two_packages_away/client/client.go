// Package client holds the options the module's commands start from.
package client

import "example.com/kv"

// Defaults are the options every command starts with.
func Defaults() []kv.Option { return []kv.Option{kv.WithShards(300)} }

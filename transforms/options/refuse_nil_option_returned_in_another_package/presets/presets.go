// Package presets names the call options operators may pick in a config file.
package presets

import (
	"time"

	"example.com/rpc"
)

// Known lists the names Lookup answers.
var Known = []string{"fast", "patient"}

// Lookup returns the option a preset name stands for, nil for an unknown name (config
// validation rejects those before any call is made).
func Lookup(name string) rpc.CallOption {
	switch name {
	case "fast":
		return rpc.WithTimeout(100 * time.Millisecond)
	case "patient":
		return rpc.WithRetries(5)
	}
	return nil
}

// Case: refused (compared_across_types). A configuration differ reports which settings
// moved from their defaults, comparing each option with a default kept as `any` (read
// from a registry, absent when the setting has none) by reflect.DeepEqual. Today an
// option never set and an absent default are both nil interfaces, equal. Once the family
// is a struct, DeepEqual finds it equal to nothing of another type, so every unset
// option would be reported as changed.
package rpcconf

import "reflect"

type call struct {
	timeoutMS int
	caller    string
}

// CallOption configures one call.
type CallOption interface{ apply(*call) }

type timeoutOption int

func (t timeoutOption) apply(c *call) { c.timeoutMS = int(t) }

type callerOption string

func (o callerOption) apply(c *call) { c.caller = string(o) }

// WithTimeout bounds the call, in milliseconds.
func WithTimeout(ms int) CallOption { return timeoutOption(ms) }

// WithCaller names the calling service.
func WithCaller(name string) CallOption { return callerOption(name) }

// Settings are the options a caller picked; an unset one stays nil.
type Settings struct {
	Timeout CallOption
	Caller  CallOption
}

// Changed lists the settings that differ from their defaults.
func Changed(s Settings, defaults map[string]any) []string {
	var out []string
	if !reflect.DeepEqual(s.Timeout, defaults["timeout"]) {
		out = append(out, "timeout")
	}
	if !reflect.DeepEqual(s.Caller, defaults["caller"]) {
		out = append(out, "caller")
	}
	return out
}

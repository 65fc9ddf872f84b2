// Case: refused (type_switch). A transport's describe switches on its options' types and
// keeps its answer in a local named mode, the name of the package's type of the mode
// option's field. The kind switch would rebuild the variant in its case as
// `modeOption{m: mode(o.m), …}`, where the local string hides the type: the rewritten
// file would not compile (`cannot call mode (variable of type string)`).
package transport

import "strconv"

type mode uint8

const (
	modeFast mode = iota + 1
	modeSafe
)

type config struct {
	m    mode
	name string
}

// Option configures a transport.
type Option interface{ apply(*config) }

type modeOption struct {
	m    mode
	name string
}

func (o modeOption) apply(c *config) { c.m, c.name = o.m, o.name }

type nameOption string

func (n nameOption) apply(c *config) { c.name = string(n) }

// WithMode picks the transport's mode.
func WithMode(m mode) Option { return modeOption{m: m, name: "mode"} }

// WithName names the transport.
func WithName(n string) Option { return nameOption(n) }

func describe(o Option) string {
	mode := "unknown"
	switch v := o.(type) {
	case modeOption:
		mode = "mode " + strconv.Itoa(int(v.m))
	case nameOption:
		mode = "name " + string(v)
	}
	return mode
}

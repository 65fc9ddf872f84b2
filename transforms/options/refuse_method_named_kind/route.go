// Case: refused (name_taken). The family's interface has a method named kind (each
// option says which kind of route setting it is): the struct's tag field is `kind`, and
// a struct cannot have a field and a method of one name.
package route

type settings struct {
	path   string
	method string
}

// Option configures a route.
type Option interface {
	apply(*settings)
	kind() string
}

type pathOption string

func (p pathOption) apply(s *settings) { s.path = string(p) }
func (pathOption) kind() string        { return "path" }

type methodOption string

func (m methodOption) apply(s *settings) { s.method = string(m) }
func (methodOption) kind() string        { return "method" }

// Path sets the route's path.
func Path(p string) Option { return pathOption(p) }

// Method sets the route's HTTP method.
func Method(m string) Option { return methodOption(m) }

// New applies opts, and lists the kinds given.
func New(opts ...Option) (settings, []string) {
	var s settings
	var kinds []string
	for _, o := range opts {
		o.apply(&s)
		kinds = append(kinds, o.kind())
	}
	return s, kinds
}

// Case: constructors handed as values to a small dependency registry, as uber-go/dig and
// fx take them (`Provide(NewServer)`): the registry reads each constructor's signature
// by reflection and files it under the kind of its result. Refused (reaches_interface):
// once Option is a struct, reflect.TypeOf(WithPort).Out(0).Kind() says struct, and the
// registry files the constructors elsewhere.
package registry

import (
	"reflect"
	"time"
)

type server struct {
	port    int
	timeout time.Duration
}

// Option configures a server.
type Option interface {
	apply(*server)
}

type portOption int

func (p portOption) apply(s *server) { s.port = int(p) }

type timeoutOption time.Duration

func (t timeoutOption) apply(s *server) { s.timeout = time.Duration(t) }

// WithPort sets the port.
func WithPort(p int) Option { return portOption(p) }

// WithTimeout sets the timeout.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// Registry files constructors by the kind of value they return.
type Registry struct {
	byKind map[reflect.Kind][]any
}

// Provide registers constructors; each must be a function with one result.
func (r *Registry) Provide(ctors ...any) {
	if r.byKind == nil {
		r.byKind = map[reflect.Kind][]any{}
	}
	for _, c := range ctors {
		k := reflect.TypeOf(c).Out(0).Kind()
		r.byKind[k] = append(r.byKind[k], c)
	}
}

// Interfaces counts the constructors returning an interface.
func (r *Registry) Interfaces() int { return len(r.byKind[reflect.Interface]) }

// NewServer builds a server from options.
func NewServer(opts ...Option) *server {
	s := &server{port: 80}
	for _, o := range opts {
		o.apply(s)
	}
	return s
}

// Case: an empty-struct variant (zero size, never allocated) beside a port variant.
// Rewritten; the empty variant takes no space in the struct.
package server

type settings struct {
	verbose bool
	port    int
}

// Option configures Listen.
type Option interface {
	apply(*settings)
}

type verboseOption struct{}

func (verboseOption) apply(s *settings) { s.verbose = true }

// Verbose logs every connection.
func Verbose() Option { return verboseOption{} }

type portOption int

func (p portOption) apply(s *settings) { s.port = int(p) }

// Port sets the port to listen on.
func Port(p int) Option { return portOption(p) }

// Listen reports the settings the options produce.
func Listen(opts ...Option) (bool, int) {
	s := settings{port: 80}
	for _, o := range opts {
		o.apply(&s)
	}
	return s.verbose, s.port
}

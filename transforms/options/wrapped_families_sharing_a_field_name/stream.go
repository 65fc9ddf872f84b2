package rpc

type stream struct {
	window int
	codec  string
}

// StreamOption configures one stream.
type StreamOption struct{ opt streamOption }

type streamOption interface{ apply(*stream) }

type windowOption int

func (w windowOption) apply(s *stream) { s.window = int(w) }

// WithWindow sets the stream's flow-control window.
func WithWindow(n int) StreamOption { return StreamOption{windowOption(n)} }

type codecOption string

func (c codecOption) apply(s *stream) { s.codec = string(c) }

// WithCodec picks the stream's codec.
func WithCodec(name string) StreamOption { return StreamOption{opt: codecOption(name)} }

// Stream describes the stream the options configure.
func Stream(opts ...StreamOption) string {
	var s stream
	for _, o := range opts {
		o.opt.apply(&s)
	}
	return s.codec
}

package dial

type socketOption struct {
	path string
	// overlapped asks for an overlapped (asynchronous) pipe handle.
	overlapped bool
}

func (o socketOption) apply(s *settings) {
	s.socket = `\\.\pipe\` + o.path
	if o.overlapped {
		s.socket += "?overlapped"
	}
}

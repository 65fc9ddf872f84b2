//go:build !windows

package dial

type socketOption struct {
	path string
}

func (o socketOption) apply(s *settings) { s.socket = "unix:" + o.path }

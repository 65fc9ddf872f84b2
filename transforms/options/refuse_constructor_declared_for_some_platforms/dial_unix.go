//go:build !windows

package dialer

// WithSocket dials a unix socket.
func WithSocket(path string) Option { return addrOption("unix:" + path) }

// Case: refused (comment_dropped). WithAuth's returned literal carries notes on its
// fields, and WithDB's conversion a note on its argument: the rewrite replaces each
// return expression with the family's struct literal, which would drop them. Moved
// above the return, the comments stay and the family can be rewritten.
package redis

import "time"

type options struct {
	addr     string
	password string
	db       int
	timeout  time.Duration
}

// Option configures a client.
type Option interface {
	apply(*options)
}

type authOption struct {
	addr, password string
}

func (a authOption) apply(o *options) { o.addr, o.password = a.addr, a.password }

// WithAuth sets the server and its password.
func WithAuth(addr, password string) Option {
	return authOption{
		// addr is host:port.
		addr:     addr,
		password: password, // may be empty
	}
}

type dbOption int

func (d dbOption) apply(o *options) { o.db = int(d) }

// WithDB selects a database by index.
func WithDB(n int) Option {
	return dbOption(n /* 0 to 15 */)
}

type timeoutOption time.Duration

func (t timeoutOption) apply(o *options) { o.timeout = time.Duration(t) }

// WithTimeout bounds each command.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

func build(opts ...Option) options {
	var o options
	for _, opt := range opts {
		opt.apply(&o)
	}
	return o
}

// Case: a client's option family whose values a `//go:build debug` file of another
// package (cmd/dump.go) compares with nil and prints, and which a folder of
// `_windows.go` files only (winsvc) keys a map by. No type facts describe those files.
// Refused (other_build_use): as a struct, `o == nil` stops compiling in the debug
// build and %T prints another type.
//
// Package cache is a cache client configured with functional options.
package cache

import "time"

type settings struct {
	addr    string
	db      int
	timeout time.Duration
}

// Option configures a Client.
type Option interface {
	apply(*settings)
}

type addrOption string

func (a addrOption) apply(s *settings) { s.addr = string(a) }

type dbOption int

func (d dbOption) apply(s *settings) { s.db = int(d) }

type timeoutOption time.Duration

func (t timeoutOption) apply(s *settings) { s.timeout = time.Duration(t) }

// WithAddr sets the server address.
func WithAddr(addr string) Option { return addrOption(addr) }

// WithDB selects a database.
func WithDB(db int) Option { return dbOption(db) }

// WithTimeout bounds each request.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// Client talks to one server.
type Client struct {
	s settings
}

// New builds a client from its options, the later winning.
func New(opts ...Option) *Client {
	s := settings{addr: "localhost:6379", timeout: time.Second}
	for _, o := range opts {
		o.apply(&s)
	}
	return &Client{s: s}
}

// Addr is the address the client dials.
func (c *Client) Addr() string { return c.s.addr }

// DB is the database the client selects.
func (c *Client) DB() int { return c.s.db }

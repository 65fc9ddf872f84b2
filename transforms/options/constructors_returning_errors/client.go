// Case: constructors that validate their input and return (Option, error) or
// (Option, bool), as a client parsing its settings from flags or a config file does; on
// bad input they return a harmless option beside the error; one forwards another's
// results whole. The variants are built as the first of several results. Rewritten:
// each such return builds the struct in place.
package client

import (
	"errors"
	"net/url"
	"strconv"
	"strings"
	"time"
)

type settings struct {
	endpoint *url.URL
	timeout  time.Duration
	retries  int
	name     string
}

// Option configures a client.
type Option interface {
	apply(*settings)
}

type endpointOption struct{ u *url.URL }

func (o endpointOption) apply(s *settings) { s.endpoint = o.u }

type timeoutOption time.Duration

func (o timeoutOption) apply(s *settings) { s.timeout = time.Duration(o) }

type retriesOption int

func (o retriesOption) apply(s *settings) { s.retries = int(o) }

type nameOption string

func (o nameOption) apply(s *settings) { s.name = string(o) }

var errNoHost = errors.New("client: endpoint has no host")

// WithName names the client in its logs.
func WithName(name string) Option { return nameOption(name) }

// WithEndpoint parses the server's address.
func WithEndpoint(raw string) (Option, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return endpointOption{}, err
	}
	if u.Host == "" {
		return endpointOption{}, errNoHost
	}
	return endpointOption{u: u}, nil
}

// ParseTimeout reads a timeout such as "1.5s"; an invalid one falls back to the default.
func ParseTimeout(s string) (Option, error) {
	d, err := time.ParseDuration(s)
	if err != nil {
		return WithTimeout(defaultTimeout), err
	}
	return timeoutOption(d), nil
}

// ParseTimeoutFlag reads a timeout given as "timeout=1.5s", forwarding ParseTimeout's
// results whole.
func ParseTimeoutFlag(flag string) (Option, error) {
	_, value, _ := strings.Cut(flag, "=")
	return ParseTimeout(value)
}

// WithTimeout bounds each request.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

// ParseRetries reads a retry count; ok is false when the text is not a count.
func ParseRetries(s string) (opt Option, ok bool) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return retriesOption(0), false
	}
	return retriesOption(n), true
}

// MustParse panics on a parse error, for options written in code.
func MustParse(o Option, err error) Option {
	if err != nil {
		panic(err)
	}
	return o
}

const defaultTimeout = 5 * time.Second

// Client talks to one endpoint.
type Client struct {
	settings
}

// New builds a client.
func New(opts ...Option) *Client {
	c := &Client{settings{timeout: defaultTimeout, retries: 3}}
	for _, o := range opts {
		o.apply(&c.settings)
	}
	if c.endpoint == nil {
		c.endpoint = &url.URL{Scheme: "http", Host: "localhost"}
	}
	return c
}

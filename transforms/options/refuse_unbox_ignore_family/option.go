// Case: refused (ignored). The bare-interface family of the uber-go style guide with an
// opt-out comment naming the options pass above the interface: the family is left as it
// is and the plan names the comment. A comment for another pass would not stop it.
package bare

import "strconv"

type options struct {
	cache  bool
	limit  int
	logger string
}

// Option configures Open.
//
//unbox:ignore options public API frozen until v2
type Option interface {
	apply(*options)
}

type cacheOption bool

func (c cacheOption) apply(opts *options) {
	opts.cache = bool(c)
}

// WithCache turns the cache on or off.
func WithCache(c bool) Option {
	return cacheOption(c)
}

type limitOption int

func (l limitOption) apply(opts *options) {
	opts.limit = int(l)
}

// WithLimit caps the number of open handles.
func WithLimit(n int) Option {
	return limitOption(n)
}

type loggerOption struct {
	name   string
	prefix string
}

func (l loggerOption) apply(opts *options) {
	opts.logger = l.prefix + l.name
}

// WithLogger names the logger.
func WithLogger(name string) Option {
	return loggerOption{name: name, prefix: "log:"}
}

// Open applies the options over the defaults and describes the result.
func Open(opts ...Option) string {
	o := options{limit: 10}
	for _, opt := range opts {
		opt.apply(&o)
	}
	return strconv.FormatBool(o.cache) + " " + strconv.Itoa(o.limit) + " " + o.logger
}

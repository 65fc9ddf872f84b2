// Case: a variant lives in a file behind a release tag (`//go:build go1.21`, slog's first
// release), as libraries that once supported older Go keep it; the module's go line is
// 1.22, so every toolchain that builds it compiles that file, and the dispatcher may name
// the variant. Rewritten. Under a go line below 1.21 the same file is refused
// (declared_per_build): a Go 1.20 toolchain would build the family without it.
package logger

// Option configures a logger.
type Option interface {
	apply(*config)
}

type config struct {
	name  string
	level int
	depth int
}

type nameOption string

func (o nameOption) apply(c *config) { c.name = string(o) }

// Named names the logger.
func Named(name string) Option { return nameOption(name) }

type depthOption int

func (o depthOption) apply(c *config) { c.depth = int(o) }

// CallerDepth skips frames when reporting the caller.
func CallerDepth(n int) Option { return depthOption(n) }

func newConfig(opts ...Option) config {
	c := config{level: 0, depth: 1}
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}

// Case: an interface with two methods, one returning a value; the dispatcher returns the
// zero value for the zero option. Rewritten.
package pool

type pool struct{ size, idle int }

// Option configures a pool.
type Option interface {
	apply(*pool)
	describe() string
}

type sizeOption int

func (s sizeOption) apply(p *pool)    { p.size = int(s) }
func (s sizeOption) describe() string { return "size" }

type idleOption int

func (i idleOption) apply(p *pool)    { p.idle = int(i) }
func (i idleOption) describe() string { return "idle" }

// Size sets the pool size.
func Size(n int) Option { return sizeOption(n) }

// Idle sets how many idle connections are kept.
func Idle(n int) Option { return idleOption(n) }

// Describe names the options and applies them.
func Describe(opts ...Option) (string, int, int) {
	var p pool
	names := ""
	for _, o := range opts {
		o.apply(&p)
		names += o.describe() + ","
	}
	return names, p.size, p.idle
}

// Case: refused (generic_family). A generic option family (`Option[T]`, as in pools and
// caches keyed by type) is reported with its reason, never passed over in silence.
package pool

type config[T any] struct {
	size  int
	reset func(*T)
}

// Option configures a pool of T.
type Option[T any] interface {
	apply(*config[T])
}

type sizeOption[T any] int

func (o sizeOption[T]) apply(c *config[T]) { c.size = int(o) }

// WithSize caps the pool.
func WithSize[T any](n int) Option[T] {
	return sizeOption[T](n)
}

func newConfig[T any](opts ...Option[T]) config[T] {
	var c config[T]
	for _, o := range opts {
		o.apply(&c)
	}
	return c
}

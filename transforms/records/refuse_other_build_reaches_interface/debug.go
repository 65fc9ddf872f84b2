//go:build debug

package pool

// newDebugPool starts empty, like a zero pool.
func newDebugPool() *pool { return &pool{} }

// sameAs reports whether two pools hold the same free connections.
func (p *pool) sameAs(o *pool) bool { return equalState(p, o) }

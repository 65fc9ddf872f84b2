// Case: a rider's optional mount is cleared with a typed nil, `(*mount)(nil)`, which says
// what `nil` says; it becomes the absent inline record like `r.mount = nil` would.
// Rewritten.
package stable

type mount struct {
	kind  string
	speed int
}

type rider struct {
	name  string
	mount *mount
}

// saddle puts the rider on a fresh mount.
func (r *rider) saddle(kind string, speed int) { r.mount = &mount{kind: kind, speed: speed} }

// dismount leaves the mount behind.
func (r *rider) dismount() { r.mount = (*mount)(nil) }

// pace is how far the rider goes in a tick.
func (r *rider) pace() int {
	if r.mount == nil {
		return 1
	}
	return r.mount.speed
}

package proxy

import "example.com/upstream"

type backend struct {
	client upstream.Client
	weight int
}

type pool struct {
	active  backend
	standby backend
}

// mirrored reports whether the standby is the very same backend as the active one.
func (p *pool) mirrored() bool { return p.active == p.standby }

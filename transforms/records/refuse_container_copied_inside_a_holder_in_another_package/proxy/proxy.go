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

func newPool(addr string, max int) *pool {
	p := &pool{}
	p.active.client.Addr = addr
	p.active.client.Limit(max)
	return p
}

// promote makes the standby a copy of the active backend, sharing its budget.
func (p *pool) promote() {
	p.standby = p.active
	p.standby.weight = 2
}

package fleet

import "example.com/upstream"

type fleet struct {
	clients []upstream.Client
}

func newFleet(addrs ...string) *fleet {
	f := &fleet{clients: make([]upstream.Client, len(addrs))}
	for i, addr := range addrs {
		f.clients[i].Addr = addr
		f.clients[i].Limit(10)
	}
	return f
}

// snapshot copies the clients, sharing their budgets.
func (f *fleet) snapshot() []upstream.Client {
	out := make([]upstream.Client, len(f.clients))
	copy(out, f.clients)
	return out
}

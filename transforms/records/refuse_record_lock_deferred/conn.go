// Case: refused (deferred_use). A connection's optional state carries its own mutex;
// close locks it, defers the unlock, and drops the state. The deferred call took
// &c.state.mu when the defer ran: stored inline, that is the container's slot, which
// dropping the state zeroes, so the deferred Unlock would find the mutex unlocked.
package netconn

import "sync"

type conn struct {
	id    int
	state *state
}

type state struct {
	mu      sync.Mutex
	written int
}

func dial(id int) *conn { return &conn{id: id, state: &state{}} }

func (c *conn) write(n int) {
	if c.state == nil {
		return
	}
	c.state.mu.Lock()
	c.state.written += n
	c.state.mu.Unlock()
}

// close drops the state while holding its lock and reports what was written.
func (c *conn) close() int {
	if c.state == nil {
		return 0
	}
	c.state.mu.Lock()
	defer c.state.mu.Unlock()
	n := c.state.written
	c.state = nil
	return n
}

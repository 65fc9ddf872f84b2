// Case: a connection keeps the round-trip times of its last pings in a ring held by an
// optional record, and hands the finished period's ring out as a slice (`p.ring[:n]`)
// before starting a new one. Slicing an array makes a slice of the array's own storage:
// behind a pointer that stays with the old record; stored inline, the next ping would
// write into the slice handed out. Refused (field_address).
package netstat

type pings struct {
	ring [4]int
	pos  int
}

func (p *pings) recent() []int { return p.ring[:p.pos%4] }

type conn struct {
	addr  string
	pings *pings
}

func (c *conn) ping(rtt int) {
	if c.pings == nil {
		c.pings = &pings{}
	}
	c.pings.ring[c.pings.pos%4] = rtt
	c.pings.pos++
}

// rotate returns the period's round trips and starts a new period.
func (c *conn) rotate() []int {
	if c.pings == nil {
		return nil
	}
	old := c.pings.recent()
	c.pings = &pings{}
	return old
}

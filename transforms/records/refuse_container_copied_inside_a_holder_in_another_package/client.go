// Case: refused (container_by_value). Client is exported and holds its rate budget
// behind a pointer. Another package of the module keeps two backends, each holding a
// Client by value in a struct field, and promotes the standby by copying the whole
// backend: behind the pointer the two copies share one budget, so lowering the
// standby's limit lowers the active one's too. Stored inline each copy would get its
// own budget, and proxy's test would fail. No expression there has type Client; the
// census lists the copy of the struct holding it.
package upstream

type budget struct {
	max  int
	used int
}

// Client talks to one upstream server.
type Client struct {
	Addr   string
	budget *budget
}

// Limit gives the client a budget of n requests.
func (c *Client) Limit(n int) { c.budget = &budget{max: n} }

// SetMax changes the budget's limit, if there is one.
func (c *Client) SetMax(n int) {
	if c.budget != nil {
		c.budget.max = n
	}
}

// Max is the budget's limit, 0 without one.
func (c *Client) Max() int {
	if c.budget == nil {
		return 0
	}
	return c.budget.max
}

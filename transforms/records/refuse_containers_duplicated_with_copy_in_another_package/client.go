// Case: refused (container_by_value). Client is exported and holds its rate budget
// behind a pointer. Another package of the module snapshots its clients with the
// builtin copy: behind the pointer each copied Client shares its budget with the
// original, so a limit set on the copy shows on the original; stored inline each copy
// would get its own. copy names no Client value, only slices of them; the census lists
// the slices handed to copy.
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

// Case: refused (container_by_value). Client is exported and keeps its pending requests
// in a list. Another package of the module compares two backends, structs holding a
// Client by value, with ==: behind the pointer == compares the list heads by identity;
// made a slice, Client would no longer be comparable and proxy would not compile. The
// census lists the comparison of the struct holding it.
package upstream

type request struct {
	path string
	next *request
}

// Client talks to one upstream server.
type Client struct {
	Addr    string
	pending *request
}

// Queue adds a request for path.
func (c *Client) Queue(path string) { c.pending = &request{path: path, next: c.pending} }

// Pending counts the queued requests.
func (c *Client) Pending() int {
	n := 0
	for r := c.pending; r != nil; r = r.next {
		n++
	}
	return n
}

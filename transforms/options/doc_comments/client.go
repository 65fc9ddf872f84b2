// Case: doc comments on the family type, on the interface's method and on constructors
// all stay where a reader looks for them; the note after the method, on its line, ends
// the dispatcher's doc comment. Rewritten.
package client

type client struct{ timeout, retries int }

// ClientOption configures a client.
//
// The zero ClientOption is not valid before the rewrite.
type ClientOption interface {
	// apply sets the option on c.
	apply(c *client) // called once per option, in order
}

// timeoutOption is a timeout in milliseconds.
type timeoutOption int

func (t timeoutOption) apply(c *client) { c.timeout = int(t) }

// retryOption is a number of retries.
type retryOption int

func (r retryOption) apply(c *client) { c.retries = int(r) }

// WithTimeout sets the timeout in milliseconds.
func WithTimeout(ms int) ClientOption {
	return timeoutOption(ms) // Boxed before the rewrite.
}

// WithRetries sets the number of retries.
func WithRetries(n int) ClientOption {
	return retryOption(n)
}

// New builds a client.
func New(opts ...ClientOption) (int, int) {
	var c client
	for _, o := range opts {
		o.apply(&c)
	}
	return c.timeout, c.retries
}

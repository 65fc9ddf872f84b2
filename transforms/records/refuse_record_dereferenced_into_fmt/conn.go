// Case: refused (stored_elsewhere). A connection logs its session record by value,
// `fmt.Sprintf("%+v", *c.sess)`. Stored inline, the session would print its flag field
// too (`{_is_nil:false user:ana}`), so the refusal says the record is used as a value,
// an argument of fmt.Sprintf, rather than copied into a variable.
package gateway

import "fmt"

type session struct {
	user string
}

type conn struct {
	addr string
	sess *session
}

func (c *conn) login(user string) { c.sess = &session{user: user} }

func (c *conn) describe() string {
	if c.sess == nil {
		return c.addr + " (anonymous)"
	}
	return fmt.Sprintf("%s %+v", c.addr, *c.sess)
}

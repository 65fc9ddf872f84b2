// Case: names that look like the packages the rewrite spells but do not reach the call:
// a parameter of a function type (`cb func(errors []error)`), a parameter of an
// interface's method (`Close(strconv bool)`), and a variable whose own declaration
// holds the call (`strconv := fmt.Sprintf(…)`, in scope only after it). Go resolves
// `errors.New` and `strconv.Itoa` there to the packages. Rewritten.
package hooks

import "fmt"

// Run calls cb with the failures of name, and reports them.
func Run(name string, cb func(errors []error)) error {
	cb(nil)
	return fmt.Errorf("run %s failed", name)
}

// Closer is closed with a flag saying whether to flush.
type Closer interface {
	Close(strconv bool) error
}

// Describe names a closer at a port.
func Describe(c Closer, host string, port int) string {
	_ = c
	strconv := fmt.Sprintf("%s:%d", host, port)
	return strconv
}

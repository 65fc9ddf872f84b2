// Case: refused (unsafe in another file of the package). Report reads p.Served beside a
// call of p.Window.Close(); that method, in window.go, walks from the window's address to
// the next field with unsafe.Add and adds to it. fmt evaluates every operand before it
// formats (p.Served is read after the call); a concatenation reads p.Served first. This
// file does not import unsafe, but the package does.
package quota

import "fmt"

// Pool is one tenant's request quota.
type Pool struct {
	Window Window
	Served int
}

// Report closes the pool's window and says how many requests it served.
func Report(p Pool) string {
	return fmt.Sprintf("%d served, window %s", p.Served, p.Window.Close())
}

// Package audit keeps a trail of configuration changes of any comparable kind.
package audit

import (
	"fmt"
	"time"

	"example.com/dialer"
)

// Change is one setting replaced by another.
type Change[T comparable] struct{ Old, New T }

// Noop reports whether the change replaces a setting by an equal one.
func (c Change[T]) Noop() bool { return c.Old == c.New }

// String names the kinds of setting involved.
func (c Change[T]) String() string { return fmt.Sprintf("%T -> %T", c.Old, c.New) }

// Timeout records a dial timeout being replaced.
func Timeout(from, to time.Duration) Change[dialer.Option] {
	return Change[dialer.Option]{Old: dialer.WithTimeout(from), New: dialer.WithTimeout(to)}
}

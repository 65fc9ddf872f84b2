// Case: refused (a type declared inside a function, named like a package-level one).
// The logger's Level prints its name; WireLevel declares its own `type Level int` to
// print the number a wire protocol wants. Go's type checker spells both
// "example.com/logwire.Level", so the facts of one (its String method, its underlying
// type) cannot be told from the other's: the pass refuses (local_type) rather than
// guess, which before gave the untrue reason that fmt calls the local type's String.
package logwire

import "fmt"

// Level is a log record's severity.
type Level int

// String names the level.
func (l Level) String() string {
	switch l {
	case 1:
		return "WARN"
	case 2:
		return "ERROR"
	}
	return "INFO"
}

// WireLevel writes a record's level as the wire protocol numbers it.
func WireLevel(stream string, n int) string {
	type Level int
	return fmt.Sprintf("%s:%v", stream, Level(n))
}

// Named writes a record's level by name.
func Named(stream string, l Level) string {
	return fmt.Sprintf("%s:%v", stream, l)
}

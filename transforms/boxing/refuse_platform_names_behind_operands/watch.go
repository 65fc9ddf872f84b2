// Case: refused (names that differ per platform behind the operands). Status prints a
// descriptor got from open, whose result type is fd: an alias of int in fd_unix.go and
// of uintptr in fd_windows.go, so strconv.Itoa(h), right for linux, would not compile on
// windows (nor would a field `Fd int` in the JSON rewrite). Reopen hands open's result
// through cmp.Or, a generic function whose result has its argument's type, and a
// watcher's field is of type fd. Stdin prints syscall.Stdin, an int on linux and a
// syscall.Handle on windows. The type facts are of one build; every one of these is
// refused as platform_type.
package watch

import (
	"cmp"
	"encoding/json"
	"fmt"
	"syscall"
)

// Status reports a watched file and its descriptor.
func Status(name string) string {
	h := open(name)
	return fmt.Sprintf("%s fd=%d", name, h)
}

// Event encodes a watched file and its descriptor.
func Event(name string) ([]byte, error) {
	h := open(name)
	return json.Marshal(map[string]any{"name": name, "fd": h})
}

// Stdin names standard input's descriptor.
func Stdin(name string) string {
	return fmt.Sprintf("%s stdin=%d", name, syscall.Stdin)
}

// StdinEvent encodes standard input's descriptor.
func StdinEvent(name string) ([]byte, error) {
	return json.Marshal(map[string]any{"name": name, "stdin": syscall.Stdin})
}

// Reopen reports the descriptor open gives, or 3 when it gives none.
func Reopen(name string) string {
	return fmt.Sprintf("%s fd=%d", name, cmp.Or(open(name), 3))
}

type watcher struct {
	name string
	h    fd
}

// describe reports a watcher's file and descriptor.
func (w watcher) describe() string {
	return fmt.Sprintf("%s fd=%d", w.name, w.h)
}

// Case: refused (names another package of the module declares again for other builds).
// fd.Handle is an int32 alias here and a uintptr one under `-tags wide`; limits.MaxEvents
// an int variable here and a uint8 one under `-tags embedded`. The type checker sees
// this build only, so strconv.FormatInt(int64(h), 10) would print -1 where fmt printed
// 18446744073709551615 under `wide`, a struct field `FD int32` would not compile there,
// and strconv.Itoa(limits.MaxEvents) would not compile under `embedded`. The facts
// program reads the files go list leaves out of each package of the module.
package poller

import (
	"encoding/json"
	"fmt"

	"example.com/poller/fd"
	"example.com/poller/limits"
)

// Describe names a watched descriptor for the debug log.
func Describe(name string, h fd.Handle) string {
	return fmt.Sprintf("%s:%d", name, h)
}

// Capacity says how many events a wait may return.
func Capacity(name string) string {
	return fmt.Sprintf("%s: up to %d events", name, limits.MaxEvents)
}

// Event encodes a registration for the trace.
func Event(name string, h fd.Handle) ([]byte, error) {
	return json.Marshal(map[string]any{"name": name, "fd": h})
}

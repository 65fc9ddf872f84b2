// Case: refused (a String method declared through an alias in a file another build
// compiles). Prefix prints a Level with %v. level_windows.go declares `type Severity =
// Level` and gives Severity, that is Level, a String method: a Windows build prints the
// name. The receiver is spelled with the alias, which no type facts of the Linux build
// resolve; the pass reads the package's aliases of Level and finds the method.
package eventlog

import "fmt"

// Level is an event's severity.
type Level int

// Prefix starts an event line for a service.
func Prefix(service string, l Level) string {
	return fmt.Sprintf("%s [%v]", service, l)
}

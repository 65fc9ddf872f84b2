// Case: refused (a String method in a file another build compiles). Prefix prints a Level
// with %v. On Linux Level has no methods and prints as a number, but level_windows.go
// gives it a String method, so a Windows build prints the name: strconv's digits would
// change what Windows users see, though the Linux type facts know no such method.
package eventlog

import "fmt"

// Level is an event's severity.
type Level int

// Prefix starts an event line for a service.
func Prefix(service string, l Level) string {
	return fmt.Sprintf("%s [%v]", service, l)
}

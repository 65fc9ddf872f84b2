// Case: refused (Stringer argument). Level is an int with a String method: %v prints "WARN"
// where strconv would print 2, and %x hex-encodes the String result ("5741524e"), so no
// strconv form gives fmt's bytes.
package logging

import (
	"fmt"
	"strconv"
)

// Level is a log severity.
type Level int

// Severities, lowest first; the zero value, “Debug” = Level(0), logs everything.
const (
	Debug Level = iota
	Info
	Warn
	Error
)

// String names the level as it appears in log lines.
func (l Level) String() string {
	switch l {
	case Debug:
		return "DEBUG"
	case Info:
		return "INFO"
	case Warn:
		return "WARN"
	case Error:
		return "ERROR"
	}
	return "Level(" + strconv.Itoa(int(l)) + ")"
}

// Prefix starts a log line: service name and level.
func Prefix(service string, l Level) string {
	return fmt.Sprintf("%s [%v]", service, l)
}

// LevelTag is the level as a compact hex tag for the sampling key.
func LevelTag(service string, l Level) string {
	return fmt.Sprintf("%s lvl=%x", service, l)
}

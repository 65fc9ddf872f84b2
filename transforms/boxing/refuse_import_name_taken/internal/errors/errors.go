// Package errors makes errors that remember where they were made, in the manner of
// github.com/pkg/errors, which many services import under the name errors.
package errors

import (
	"runtime"
	"strconv"
)

type located struct {
	msg  string
	file string
	line int
}

func (e *located) Error() string { return e.msg }

// Where says where the error was made.
func (e *located) Where() string { return e.file + ":" + strconv.Itoa(e.line) }

// New makes an error that remembers its caller.
func New(msg string) error {
	_, file, line, _ := runtime.Caller(1)
	return &located{msg: msg, file: file, line: line}
}

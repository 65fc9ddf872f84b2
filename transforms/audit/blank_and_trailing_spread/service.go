// Case: two shapes that box nothing. `_ = count()` in a package that checks an interface
// with `var _ Handler = handler{}` stores the int nowhere (the blank identifier is not a
// variable of type Handler); a spread `fields...,` written over several lines with a
// trailing comma passes the slice as it is. The infof call with an int beside them
// does box.
package service

import "fmt"

type Handler interface{ Handle(string) }

type handler struct{ name string }

func (handler) Handle(string) {}

var _ Handler = handler{}

func count() int { return len("requests") }

func warm() {
	_ = count()
}

func infof(format string, fields ...interface{}) string {
	return fmt.Sprintf(format, fields...)
}

func report(fields ...interface{}) string {
	return infof(
		"served %v %v",
		fields...,
	)
}

func served(n int) string {
	return infof("served %d", n) // want: variadic argument
}

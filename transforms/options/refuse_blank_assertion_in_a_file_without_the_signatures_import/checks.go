package dial

import "errors"

var (
	_ DialOption = timeoutOption(0)
	_ DialOption = keepAliveOption(0)
)

// errNoAddress is returned when no address is given.
var errNoAddress = errors.New("dial: no address")

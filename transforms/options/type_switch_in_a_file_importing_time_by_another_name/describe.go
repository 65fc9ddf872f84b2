package ratelimit

import (
	"strconv"
	tm "time"
)

// Describe prints an option for debug pages, per second.
func Describe(o Option) string {
	switch v := o.(type) {
	case perOption:
		return "per " + v.per.String() + " (" + strconv.Itoa(int(tm.Second/v.per)) + "/s)"
	case slackOption:
		return "slack " + strconv.Itoa(v.slack)
	case clockOption:
		return "clock " + string(v)
	}
	return "unknown"
}

// Wait is how long a caller waits at most for time requests.
func Wait(time int, opts ...Option) tm.Duration {
	var c config
	for _, o := range opts {
		o.apply(&c)
	}
	return c.per * tm.Duration(time-c.slack)
}

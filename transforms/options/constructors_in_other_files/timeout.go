package dialer

import "time"

type timeoutOption time.Duration

func (t timeoutOption) apply(o *opts) { o.timeout = time.Duration(t) }

// WithTimeout bounds each dial attempt.
func WithTimeout(d time.Duration) Option { return timeoutOption(d) }

package dialer

type retriesOption int

func (r retriesOption) apply(o *opts) { o.retries = int(r) }

// WithRetries sets how many times a dial is tried again.
func WithRetries(n int) Option { return retriesOption(n) }

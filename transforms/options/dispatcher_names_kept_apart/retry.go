package dialer

import (
	"fmt"
	. "time"
)

type retryOption struct {
	n    int
	wait Duration
}

func (r retryOption) apply(t *timing) {
	t.retries = r.n
	t.wait = r.wait
}

func (r retryOption) describe(zero bool) string {
	if zero {
		return ""
	}
	return fmt.Sprintf("retries=%d wait=%s", r.n, r.wait)
}

// WithRetries retries a failed dial n times, waiting between tries.
func WithRetries(n int, wait Duration) Option { return retryOption{n: n, wait: wait} }

package ratelimit

import "time"

type clockOption func() time.Time

func (f clockOption) apply(c *config) { c.now = f }

// WithClock replaces the limiter's clock, for tests.
func WithClock(now func() time.Time) Option { return clockOption(now) }

package health

import "sync/atomic"

// Counters exported to the metrics endpoint.
var (
	checks atomic.Int64
	errors atomic.Int64
)

// failed counts a failed check.
func failed() { errors.Add(1) }

// Failures is how many checks failed so far.
func Failures() int64 { return errors.Load() }

// Checks is how many checks ran so far.
func Checks() int64 { return checks.Load() }

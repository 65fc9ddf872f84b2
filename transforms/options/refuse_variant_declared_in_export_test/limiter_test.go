package ratelimit_test

import (
	"testing"
	"time"

	ratelimit "example.com/ratelimit"
)

func TestOptions(t *testing.T) {
	epoch := time.Unix(1700000000, 0)
	l := ratelimit.New(10, ratelimit.Per(time.Minute), ratelimit.WithSlack(2),
		ratelimit.WithClock(func() time.Time { return epoch }))
	if l.Interval() != 6*time.Second || !l.Now().Equal(epoch) {
		t.Fatalf("interval %v, now %v", l.Interval(), l.Now())
	}
}

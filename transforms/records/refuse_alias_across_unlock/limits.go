// Case: refused (alias_escapes). A rate limiter reads its config under the lock, lets
// the lock go, and reads the config's two fields on either side of a pause; a reload
// publishes a new config meanwhile. The original holds the old config, which never
// changes; stored inline, the alias is the limiter's slot, and the reload would tear it.
package limits

import "sync"

type limiter struct {
	mu     sync.Mutex
	config *config
	// paused is told between the two reads; resume when they may go on.
	paused, resume chan struct{}
}

type config struct {
	rate, burst int
}

func (l *limiter) reload(rate, burst int) {
	l.mu.Lock()
	l.config = &config{rate: rate, burst: burst}
	l.mu.Unlock()
}

// snapshot returns one config's rate and burst.
func (l *limiter) snapshot() (int, int) {
	l.mu.Lock()
	c := l.config
	l.mu.Unlock()
	if c == nil {
		return 0, 0
	}
	rate := c.rate
	l.paused <- struct{}{}
	<-l.resume
	return rate, c.burst
}

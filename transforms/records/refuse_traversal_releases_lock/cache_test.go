package cache

import "testing"

func TestSweepAgesEveryEntryWhileWritersPush(t *testing.T) {
	c := &cache{paused: make(chan struct{}), resume: make(chan struct{})}
	for k := 0; k < 3; k++ {
		c.put(k)
	}
	done := make(chan struct{})
	go func() { c.sweep(); close(done) }()
	for k := 0; k < 3; k++ {
		<-c.paused
		for i := 0; i < 20; i++ {
			c.put(100 + 20*k + i)
		}
		c.resume <- struct{}{}
	}
	<-done
	if got := c.totalAge(); got != 3 {
		t.Fatalf("total age = %d, want 3", got)
	}
}

package limits

import "testing"

func TestSnapshotIsOneConfig(t *testing.T) {
	l := &limiter{paused: make(chan struct{}), resume: make(chan struct{})}
	l.reload(10, 20)
	go func() {
		<-l.paused
		l.reload(1, 2)
		l.resume <- struct{}{}
	}()
	if rate, burst := l.snapshot(); rate != 10 || burst != 20 {
		t.Fatalf("snapshot = %d, %d; want 10, 20", rate, burst)
	}
}

package dialer

import (
	"testing"
	"time"
)

func TestOptionsConfigureDialerAndTransport(t *testing.T) {
	d := New("db:5432", WithTimeout(3*time.Second), WithRetries(2))
	want := Dialer{addr: "db:5432", timeout: 3 * time.Second, retries: 2,
		t: transport{keepAlive: 6 * time.Second, bufSize: 3 * 4096}}
	if *d != want {
		t.Fatalf("got %+v, want %+v", *d, want)
	}
	if d := New("db:5432"); d.timeout != time.Second || d.t.bufSize != 4096 {
		t.Fatalf("defaults: %+v", *d)
	}
}

func TestLaterOptionWins(t *testing.T) {
	d := New("cache:6379", WithRetries(1), WithRetries(5))
	if d.retries != 5 {
		t.Fatalf("retries = %d", d.retries)
	}
}

var (
	sink  Option
	isink option
)

func BenchmarkConstructRetries(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = WithRetries(i + 1000)
	}
}

func BenchmarkConstructBufSize(b *testing.B) {
	for i := 0; i < b.N; i++ {
		isink = withBufSize(i + 1000)
	}
}

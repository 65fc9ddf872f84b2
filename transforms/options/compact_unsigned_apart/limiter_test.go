package limiter

import (
	"math"
	"testing"
	"time"
)

func TestOptionsApply(t *testing.T) {
	l := New(WithBurst(1<<40), WithPriority(-128), WithWeight(255), WithWait(-time.Second), Unlimited())
	if l.burst != 1<<40 || l.priority != -128 || l.weight != 255 || l.wait != -time.Second || l.maxBytes != math.MaxUint64 {
		t.Errorf("limiter = %+v", l)
	}
	l = New(WithMaxBytes(1<<63+5), WithBurst(-7))
	if l.maxBytes != 1<<63+5 || l.burst != -7 {
		t.Errorf("limiter = %+v", l)
	}
}

var (
	benchBurst = 4096
	benchBytes = uint64(1 << 40)
	benchWait  = 3 * time.Second
	sink       Option
)

func BenchmarkConstructWithBurst(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithBurst(benchBurst)
	}
}

func BenchmarkConstructWithMaxBytes(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithMaxBytes(benchBytes)
	}
}

func BenchmarkConstructWithWait(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithWait(benchWait)
	}
}

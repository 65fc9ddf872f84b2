package dig

import (
	"testing"
	"time"
)

func TestBothFamiliesApply(t *testing.T) {
	var called []string
	cb := func(name string) { called = append(called, name) }
	p := Provide(Name("db"), Location("db.go"), WithProviderBeforeCallback(cb))
	if p.name != "db" || p.location != "db.go" || p.before == nil {
		t.Errorf("provide options = %+v", p)
	}
	d := Decorate(Timeout(time.Second), WithDecoratorBeforeCallback(cb))
	if d.timeout != time.Second || d.before == nil {
		t.Errorf("decorate options = %+v", d)
	}
	p.before("p")
	d.before("d")
	if len(called) != 2 {
		t.Errorf("callbacks called %v", called)
	}
}

var (
	names = []string{"db", "cache"}
	psink ProvideOption
	dsink DecorateOption
)

func BenchmarkConstructName(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		psink = Name(names[i%2])
	}
}

func BenchmarkConstructTimeout(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		dsink = Timeout(time.Duration(i+1000) * time.Millisecond)
	}
}

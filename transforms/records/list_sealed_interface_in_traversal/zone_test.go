package zone

import (
	"fmt"
	"testing"
)

func TestTickMovesHunters(t *testing.T) {
	z := &zone{}
	z.spawn(0, idle{})
	z.spawn(10, hunter{speed: 3})
	z.tick()
	z.tick()
	if got := fmt.Sprint(z.positions()); got != "[16 0]" {
		t.Fatalf("positions = %s, want [16 0]", got)
	}
}

func BenchmarkSpawnAndTick(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		z := &zone{}
		for j := 0; j < 8; j++ {
			z.spawn(j, hunter{speed: 1})
		}
		z.tick()
	}
}

// Case: refused (mutated_in_traversal). As in list_sealed_interface_in_traversal, the tick
// calls a sealed interface's method, but one implementation, a breeder, spawns a mob into
// the zone: the call through the interface is followed to every step method of the
// package, and the spawn is found behind it.
package zone

type brain interface {
	step(x int) int
}

type idle struct{}

func (idle) step(x int) int { return x }

type breeder struct{ z *zone }

func (b breeder) step(x int) int {
	b.z.spawn(x, idle{})
	return x
}

type mob struct {
	x     int
	age   int
	brain brain
	next  *mob
}

type zone struct {
	mobs *mob
}

func (z *zone) spawn(x int, b brain) {
	z.mobs = &mob{x: x, brain: b, next: z.mobs}
}

func (z *zone) tick() {
	for m := z.mobs; m != nil; m = m.next {
		m.x = m.brain.step(m.x)
		m.age++
	}
}

func (z *zone) ages() int {
	n := 0
	for m := z.mobs; m != nil; m = m.next {
		n += m.age
	}
	return n
}

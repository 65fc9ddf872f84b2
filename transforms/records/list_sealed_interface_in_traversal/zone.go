// Case: a zone's tick asks each mob's brain for its next step, through a sealed interface
// (its only method is unexported, so only this package's types can implement it, or
// promote one of its methods). With Go's type facts the call is known to go through an
// interface, and is followed like a direct call to every step method of the package; none
// of them spawns, so the mob list is rewritten (before, any call through an interface
// refused it). Rewritten.
package zone

type brain interface {
	step(x int) int
}

type idle struct{}

func (idle) step(x int) int { return x }

type hunter struct{ speed int }

func (h hunter) step(x int) int { return x + h.speed }

type mob struct {
	x     int
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
	}
}

func (z *zone) positions() []int {
	var out []int
	for m := z.mobs; m != nil; m = m.next {
		out = append(out, m.x)
	}
	return out
}

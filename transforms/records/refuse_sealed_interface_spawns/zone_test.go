package zone

import "testing"

func TestTickAgesEveryMobOnce(t *testing.T) {
	z := &zone{}
	z.spawn(0, idle{})
	z.spawn(5, breeder{z: z})
	z.tick()
	// Two mobs aged once; the one bred during the tick is not aged.
	if got := z.ages(); got != 2 {
		t.Fatalf("ages = %d, want 2", got)
	}
}

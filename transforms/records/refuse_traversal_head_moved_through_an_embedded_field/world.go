// Case: a walk over `w.mobs`, a list head promoted from the embedded `*zone`, moves the
// world to the next zone on the way (`w.zone = w.zone.exit`): the original keeps walking
// the zone it started in, the index loop, which reads `w.mobs` on every pass, would go
// on with the next zone's mobs. Refused as traversal_head.
package world

type mob struct {
	name string
	next *mob
}

type zone struct {
	mobs *mob
	exit *zone
}

type world struct {
	*zone
	tick int
}

func (z *zone) spawn(name string) {
	z.mobs = &mob{name: name, next: z.mobs}
}

func (w *world) meetAll() []string {
	var met []string
	for m := w.mobs; m != nil; m = m.next {
		met = append(met, m.name)
		if m.name == "portal" && w.zone.exit != nil {
			w.zone = w.zone.exit
		}
	}
	return met
}

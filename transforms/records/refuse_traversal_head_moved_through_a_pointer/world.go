// Case: a walk over `w.cur.mobs` moves the world on through a pointer to the field on
// the way (`here := &w.cur`, then `*here = (*here).exit`): the original keeps walking
// the room it started in, the index loop, which reads its head on every pass, would go
// on with the next room's mobs. Refused as traversal_head.
package world

type mob struct {
	name string
	next *mob
}

type room struct {
	mobs *mob
	exit *room
}

type world struct {
	cur *room
}

func (r *room) spawn(name string) {
	r.mobs = &mob{name: name, next: r.mobs}
}

func (w *world) meetAll() []string {
	var met []string
	here := &w.cur
	for m := w.cur.mobs; m != nil; m = m.next {
		met = append(met, m.name)
		if m.name == "portal" && (*here).exit != nil {
			*here = (*here).exit
		}
	}
	return met
}

// Case: a walk over `w.cur.mobs` moves the world on through another name for it
// (`viewer.cur = viewer.cur.exit`, the caller handing the same world twice): the
// original keeps walking the room it started in, the index loop, which reads its head on
// every pass, would go on with the next room's mobs. Refused as traversal_head.
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

func meetAll(w, viewer *world) []string {
	var met []string
	for m := w.cur.mobs; m != nil; m = m.next {
		met = append(met, m.name)
		if m.name == "portal" && viewer.cur.exit != nil {
			viewer.cur = viewer.cur.exit
		}
	}
	return met
}

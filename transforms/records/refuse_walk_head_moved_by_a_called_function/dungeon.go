// Case: refused (traversal_head). A dungeon server walks the mobs of the room the party
// is in, `here.mobs`, and a mob's death makes the party flee through the exit: flee
// assigns the package variable here. The original reads here.mobs once and finishes the
// first room's list; the index loop reads `here.mobs[i]` on every pass, and after flee()
// would go on in the other room's slice with the old index (or past its end). A walk's
// head read through a package variable, or a field, that a function the loop calls
// assigns (directly or through its own calls) keeps the list as it is.
package dungeon

import "strconv"

type mob struct {
	name string
	hp   int
	next *mob
}

type room struct {
	title string
	mobs  *mob
	exit  *room
}

func (r *room) spawn(name string, hp int) { r.mobs = &mob{name: name, hp: hp, next: r.mobs} }

var here *room

// flee moves the party through the exit, if the room has one.
func flee() {
	if here.exit != nil {
		here = here.exit
	}
}

// fight hits every mob of the current room once; a dead mob scares the party away.
func fight() []string {
	var log []string
	for m := here.mobs; m != nil; m = m.next {
		m.hp -= 5
		log = append(log, m.name+":"+strconv.Itoa(m.hp))
		if m.hp <= 0 {
			flee()
		}
	}
	return log
}

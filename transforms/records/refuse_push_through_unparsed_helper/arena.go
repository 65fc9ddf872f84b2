// Case: refused (mutated_in_traversal). The traversal calls respawn, a helper that names
// nothing of the list, so unbox leaves its declaration unparsed; but respawn calls
// spawn, which pushes onto the arena's list. The helper's calls are read from its
// outline, and the push is found through them.
package arena

type fighter struct {
	id   int
	hp   int
	next *fighter
}

type arena struct {
	fighters *fighter
}

var current = &arena{}

func spawn(id int) { current.fighters = &fighter{id: id, hp: 10, next: current.fighters} }

func respawn(id int) { spawn(id + 1000) }

func round() {
	for f := current.fighters; f != nil; f = f.next {
		if f.hp == 10 {
			respawn(f.id)
		}
		f.hp--
	}
}

func totalHP() int {
	n := 0
	for f := current.fighters; f != nil; f = f.next {
		n += f.hp
	}
	return n
}

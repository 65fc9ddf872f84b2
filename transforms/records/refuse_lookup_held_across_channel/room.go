// Case: refused (cursor_escapes). award looks a player up, asks the judge for the points
// over a channel and adds the answer to the player it found; the judge may let a new
// player join meanwhile. The original's pointer stays the player's; as a slice, the push
// may move the elements and the points would land in the old array.
package room

type player struct {
	id    int
	score int
	next  *player
}

type room struct {
	players *player
}

func (r *room) join(id int) { r.players = &player{id: id, next: r.players} }

func (r *room) find(id int) *player {
	for p := r.players; p != nil; p = p.next {
		if p.id == id {
			return p
		}
	}
	return nil
}

// award asks the judge for id's points and adds them.
func (r *room) award(id int, ask chan<- int, points <-chan int) {
	if p := r.find(id); p != nil {
		ask <- id
		p.score += <-points
	}
}

func (r *room) score(id int) int {
	if p := r.find(id); p != nil {
		return p.score
	}
	return -1
}

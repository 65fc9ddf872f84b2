// Case: refused (compared_by_pointer). A room counts the pairs of mobs that may collide,
// walking its list twice and skipping a mob paired with itself by comparing the two
// cursors (`a == b`). The pass rewrites a traversal whose cursor only selects fields;
// this one is compared by identity, which it does not take.
package arena

type mob struct {
	id   int
	x, y int
	next *mob
}

type room struct{ mobs *mob }

func (r *room) add(id, x, y int) { r.mobs = &mob{id: id, x: x, y: y, next: r.mobs} }

// near counts the ordered pairs of distinct mobs within one step of each other.
func (r *room) near() int {
	n := 0
	for a := r.mobs; a != nil; a = a.next {
		for b := r.mobs; b != nil; b = b.next {
			if a == b {
				continue
			}
			if abs(a.x-b.x) <= 1 && abs(a.y-b.y) <= 1 {
				n++
			}
		}
	}
	return n
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

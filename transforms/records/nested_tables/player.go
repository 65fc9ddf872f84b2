// Case: the field report's nest in one run: each player holds a pointer to its tables,
// built inline (`t: &tables{}`), and the tables hold an optional record and a list.
// The inner container is rewritten (its records inline, its list a slice); player.t
// stays a pointer, one tables object per player, and a second run changes nothing.
// Rewritten.
package tables

type player struct {
	id   int64
	name string
	t    *tables
}

type world struct {
	players map[int64]*player
}

func (w *world) join(id int64, name string) *player {
	p := &player{id: id, name: name, t: &tables{}}
	if w.players == nil {
		w.players = map[int64]*player{}
	}
	w.players[id] = p
	return p
}

func (w *world) score(id int64) int {
	p, ok := w.players[id]
	if !ok {
		return 0
	}
	return p.t.total()
}

// Case: refused (elided_literal). The lobby seeds its bots with `[]*player{{name: …}}`:
// each element is `&player{name: …}` with its type left out, so no type reference names
// the creation and the rewrite would not mark its stats absent; with `_is_nil` unset an
// inline record reads as present, and every bot would look as if it had played.
package lobby

type player struct {
	name  string
	stats *stats
}

type stats struct{ wins, losses int }

func (p *player) record(won bool) {
	if p.stats == nil {
		p.stats = &stats{}
	}
	if won {
		p.stats.wins++
	} else {
		p.stats.losses++
	}
}

// played says whether p has finished a match.
func (p *player) played() bool { return p.stats != nil }

// bots are the players the lobby starts with.
func bots() []*player {
	return []*player{{name: "bot-easy"}, {name: "bot-hard"}}
}

// join adds a human player.
func join(name string) *player { return &player{name: name} }

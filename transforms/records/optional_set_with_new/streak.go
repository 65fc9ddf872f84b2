// Case: a player's optional streak record is created on the first win with `new(streak)`,
// a fresh zero record like `&streak{}`: it becomes `streak{}`. Rewritten.
package ladder

type player struct {
	name   string
	streak *streak
}

type streak struct {
	wins, best int
}

func (p *player) win() {
	if p.streak == nil {
		p.streak = new(streak)
	}
	p.streak.wins++
	if p.streak.wins > p.streak.best {
		p.streak.best = p.streak.wins
	}
}

func (p *player) lose() {
	if p.streak != nil {
		p.streak.wins = 0
	}
}

func (p *player) best() int {
	if p.streak == nil {
		return 0
	}
	return p.streak.best
}

// Case: a leaderboard holds its players as `[]*player` and sorts and searches them with
// slices.SortFunc and slices.IndexFunc. Each player has an optional badge record. The
// standard library's generic slices functions only move, compare and hand back the
// pointers (the type argument is `*player`), so the badge can be stored inline.
// Rewritten.
package board

import (
	"cmp"
	"slices"
)

type badge struct {
	title string
	level int
}

type player struct {
	name  string
	score int
	badge *badge
}

type leaderboard struct {
	players []*player
}

func (l *leaderboard) join(name string, score int) *player {
	p := &player{name: name, score: score}
	l.players = append(l.players, p)
	return p
}

func (p *player) award(title string, level int) {
	p.badge = &badge{title: title, level: level}
}

// standings lists the players by score, best first, with their badge.
func (l *leaderboard) standings() []string {
	slices.SortStableFunc(l.players, func(a, b *player) int {
		return cmp.Compare(b.score, a.score)
	})
	var out []string
	for _, p := range l.players {
		s := p.name
		if p.badge != nil {
			s += "[" + p.badge.title + "]"
		}
		out = append(out, s)
	}
	return out
}

func (l *leaderboard) find(name string) *player {
	i := slices.IndexFunc(l.players, func(p *player) bool { return p.name == name })
	if i < 0 {
		return nil
	}
	return l.players[i]
}

// Case: refused (alias_escapes). An alias of the record is handed to a function, and after
// the rewrite it would point into the container.
package profile

type player struct{ stats *stats }

type stats struct{ wins int }

func record(s *stats) { s.wins++ }

func (p *player) win() {
	s := p.stats
	if s != nil {
		record(s)
	}
}

// Case: a player's optional party is checked against a typed nil, `p.party !=
// (*party)(nil)`, which says what `p.party != nil` says; both checks become the flag's,
// and a player made with `party: (*party)(nil)` starts without one. Rewritten.
package lobby

type party struct {
	leader string
	size   int
}

type player struct {
	name  string
	party *party
}

// newPlayer is a player in no party yet.
func newPlayer(name string) *player { return &player{name: name, party: (*party)(nil)} }

// join puts the player in a fresh party led by leader.
func (p *player) join(leader string) { p.party = &party{leader: leader, size: 2} }

// leave leaves the party behind.
func (p *player) leave() { p.party = nil }

// grouped says whether the player plays in a party.
func (p *player) grouped() bool { return p.party != (*party)(nil) }

// seats is how many seats the player's group takes in a match.
func (p *player) seats() int {
	if p.party == (*party)(nil) {
		return 1
	}
	return p.party.size
}

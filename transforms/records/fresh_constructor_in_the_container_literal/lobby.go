// Case: a player is built with its profile from a constructor in the literal itself
// (`&player{id: id, profile: newProfile(nick)}`); newProfile, in another file, returns a
// fresh `&profile{…}` on every path. As for `p.profile = newProfile(nick)`, the record is
// stored inline from `*newProfile(nick)`. Rewritten.
package lobby

type player struct {
	id      int
	profile *profile
}

func join(id int, nick string) *player {
	return &player{id: id, profile: newProfile(nick)}
}

func guest(id int) *player {
	return &player{id: id}
}

func (p *player) nick() string {
	if p.profile == nil {
		return "guest"
	}
	return p.profile.nick
}

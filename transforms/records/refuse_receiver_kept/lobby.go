// Case: refused (receiver_escapes). A pointer method of the record keeps its receiver in a
// package list; the record is then replaced. Stored inline, the kept pointer would point
// into the player and see the new profile instead of the old one.
package lobby

type player struct {
	profile *profile
}

type profile struct{ name string }

var seen []*profile

func (p *profile) remember() { seen = append(seen, p) }

func (pl *player) rename(name string) {
	if pl.profile != nil {
		pl.profile.remember()
	}
	pl.profile = &profile{name: name}
}

// Case: refused (stored_elsewhere). A player's optional combat record is created with
// `&fight{}`, where `type fight = combat` is an alias kept from an older name. The
// record is fresh, but the pass rewrites fresh records spelled with the record's own
// name only; the refusal says so rather than calling it shared.
package arena

type combat struct {
	hits   int
	misses int
}

// fight is combat's name before the rename, kept for older call sites.
type fight = combat

type player struct {
	name   string
	combat *combat
}

func (p *player) engage() {
	if p.combat == nil {
		p.combat = &fight{}
	}
}

func (p *player) hit() {
	p.engage()
	p.combat.hits++
}

func (p *player) hits() int {
	if p.combat == nil {
		return 0
	}
	return p.combat.hits
}

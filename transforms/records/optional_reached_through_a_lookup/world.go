// Case: a player's optional guild is reached through a lookup returning the player's
// pointer (`w.get(name).guild.members++`): the inline guild is as addressable there as
// the pointed-to one was. Rewritten.
package world

type guild struct {
	tag     string
	members int
}

type player struct {
	name  string
	guild *guild
}

type world struct {
	players map[string]*player
}

// get is the player of that name, made on first sight.
func (w *world) get(name string) *player {
	p, ok := w.players[name]
	if !ok {
		p = &player{name: name}
		w.players[name] = p
	}
	return p
}

// found gives the player a guild of its own.
func (w *world) found(name, tag string) { w.get(name).guild = &guild{tag: tag, members: 1} }

// recruit counts one more member in the player's guild, which it must have.
func (w *world) recruit(name string) { w.get(name).guild.members++ }

// members is how many members the player's guild has.
func (w *world) members(name string) int {
	p := w.get(name)
	if p.guild == nil {
		return 0
	}
	return p.guild.members
}

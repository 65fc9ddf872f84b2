// Case: refused (stored_elsewhere). A player's guild is built by newGuild, which returns
// nil for a player in no guild. Stored inline, the record could not be absent where the
// call gives none (`p.guild = *newGuild(tag)` would panic), so the refusal names the
// `return nil`, not a record shared with other code.
package lobby

type guild struct {
	tag  string
	rank int
}

// newGuild is the guild a tag names; an empty tag is no guild.
func newGuild(tag string) *guild {
	if tag == "" {
		return nil
	}
	return &guild{tag: tag, rank: 1}
}

type player struct {
	name  string
	guild *guild
}

func join(name, tag string) *player {
	p := &player{name: name}
	p.guild = newGuild(tag)
	return p
}

// banner is how the lobby shows a player.
func (p *player) banner() string {
	if p.guild == nil {
		return p.name
	}
	return "[" + p.guild.tag + "] " + p.name
}

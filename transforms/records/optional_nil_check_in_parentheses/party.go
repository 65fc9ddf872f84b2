// Case: a player's optional guild checked for nil with its operand in parentheses,
// `(p.guild) == nil`, as code joined from two conditions often reads: a nil check like
// any other. Rewritten.
package party

type guild struct {
	name    string
	members int
}

type player struct {
	name  string
	guild *guild
}

func (p *player) join(name string) {
	if (p.guild) == nil {
		p.guild = &guild{name: name}
	}
	p.guild.members++
}

func (p *player) solo() bool { return (p.guild) == nil || p.guild.members == 1 }

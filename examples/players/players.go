// Package players keeps each player's game data the way the field report's game server
// first did: optional one-to-one records behind pointers and one-to-many records as linked
// lists, so every record is its own heap object for the garbage collector.
package players

// Player is one player's tables.
type Player struct {
	ID      int64
	Name    string
	profile *profile
	guild   *guild
	items   *item
	quests  *quest
}

type profile struct {
	level int
	title string
}

type guild struct {
	name string
	rank int
}

type item struct {
	kind  string
	count int
	next  *item
}

type quest struct {
	id    int
	stage int
	next  *quest
}

// New creates a player with no records.
func New(id int64, name string) *Player {
	return &Player{ID: id, Name: name}
}

// SetProfile creates or replaces the player's profile.
func (p *Player) SetProfile(level int, title string) {
	p.profile = &profile{level: level, title: title}
}

// ClearProfile removes the profile.
func (p *Player) ClearProfile() {
	p.profile = nil
}

// Level is the profile's level, or 0 without a profile.
func (p *Player) Level() int {
	pr := p.profile
	if pr == nil {
		return 0
	}
	return pr.level
}

// LevelUp raises the level of an existing profile.
func (p *Player) LevelUp() {
	if p.profile != nil {
		p.profile.level++
	}
}

// JoinGuild records the player's guild.
func (p *Player) JoinGuild(name string, rank int) {
	p.guild = &guild{name: name, rank: rank}
}

// LeaveGuild forgets the guild.
func (p *Player) LeaveGuild() {
	p.guild = nil
}

// Guild names the player's guild, or "" when there is none.
func (p *Player) Guild() string {
	if p.guild == nil {
		return ""
	}
	return p.guild.name
}

// AddItem puts an item at the front of the inventory.
func (p *Player) AddItem(kind string, count int) {
	p.items = &item{kind: kind, count: count, next: p.items}
}

// Items lists the inventory, newest first.
func (p *Player) Items() []string {
	var out []string
	for it := p.items; it != nil; it = it.next {
		out = append(out, it.kind)
	}
	return out
}

// ItemCount adds up the counts of every item.
func (p *Player) ItemCount() int {
	total := 0
	for it := p.items; it != nil; it = it.next {
		total += it.count
	}
	return total
}

// RemoveItem drops the newest item of a kind; it reports whether there was one.
func (p *Player) RemoveItem(kind string) bool {
	var prev *item
	for it := p.items; it != nil; it = it.next {
		if it.kind == kind {
			if prev == nil {
				p.items = it.next
			} else {
				prev.next = it.next
			}
			return true
		}
		prev = it
	}
	return false
}

// HasItems reports whether the inventory holds anything.
func (p *Player) HasItems() bool {
	return p.items != nil
}

// StartQuest puts a quest at the front of the quest log.
func (p *Player) StartQuest(id int) {
	p.quests = &quest{id: id, stage: 1, next: p.quests}
}

// Advance moves every quest with this id one stage on.
func (p *Player) Advance(id int) {
	for q := p.quests; q != nil; q = q.next {
		if q.id == id {
			q.stage++
		}
	}
}

// Stages lists the stage of each quest, newest first.
func (p *Player) Stages() []int {
	var out []int
	for q := p.quests; q != nil; q = q.next {
		out = append(out, q.stage)
	}
	return out
}

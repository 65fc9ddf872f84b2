// Package seedgame is the field report's game server in small: a world of players by
// id, each player owning one tables object that holds its optional one-to-one records
// behind pointers and its one-to-many records as linked lists pushed at the front.
package seedgame

// World holds every player by id.
type World struct {
	players map[int64]*Player
}

// Player is one player: an id, a name and its tables.
type Player struct {
	ID   int64
	Name string
	t    *tables
}

// tables is the set of a player's records.
type tables struct {
	profile *profile
	stats   *stats
	guild   *guild
	mount   *mount
	items   *item
	quests  *quest
}

type profile struct {
	level int
	title string
}

type stats struct {
	wins   int
	losses int
}

type guild struct {
	name string
	rank int
}

type mount struct {
	kind  string
	speed int
}

type item struct {
	id    int
	kind  string
	count int
	next  *item
}

type quest struct {
	id    int
	stage int
	next  *quest
}

// NewWorld makes an empty world.
func NewWorld() *World {
	return &World{players: map[int64]*Player{}}
}

// Join adds a player with no records.
func (w *World) Join(id int64, name string) *Player {
	p := &Player{ID: id, Name: name, t: &tables{}}
	w.players[id] = p
	return p
}

// Get is the player with the id, or nil.
func (w *World) Get(id int64) *Player {
	return w.players[id]
}

// Leave removes a player.
func (w *World) Leave(id int64) {
	delete(w.players, id)
}

// SetProfile creates or replaces the profile.
func (p *Player) SetProfile(level int, title string) { p.t.setProfile(level, title) }

// Level is the profile's level, 0 without one.
func (p *Player) Level() int { return p.t.level() }

// Win counts a won match.
func (p *Player) Win() { p.t.record(true) }

// Lose counts a lost match.
func (p *Player) Lose() { p.t.record(false) }

// Record is wins and losses so far.
func (p *Player) Record() (int, int) { return p.t.record2() }

// JoinGuild sets the guild; LeaveGuild clears it.
func (p *Player) JoinGuild(name string, rank int) { p.t.guild = &guild{name: name, rank: rank} }

// LeaveGuild clears the guild.
func (p *Player) LeaveGuild() { p.t.guild = nil }

// Guild is the guild's name, or "".
func (p *Player) Guild() string { return p.t.guildName() }

// Ride sets the mount.
func (p *Player) Ride(kind string, speed int) { p.t.mount = &mount{kind: kind, speed: speed} }

// Speed is the mount's speed, or 1 on foot.
func (p *Player) Speed() int { return p.t.speed() }

// AddItem adds count items of an id, stacking onto an item already held.
func (p *Player) AddItem(id int, kind string, count int) { p.t.addItem(id, kind, count) }

// RemoveItem drops the item with the id; false if it was not held.
func (p *Player) RemoveItem(id int) bool { return p.t.removeItem(id) }

// Count is how many of an item the player holds.
func (p *Player) Count(id int) int { return p.t.count(id) }

// Items lists the items' ids, newest first.
func (p *Player) Items() []int { return p.t.itemIDs() }

// StartQuest begins a quest at stage 0.
func (p *Player) StartQuest(id int) { p.t.quests = &quest{id: id, next: p.t.quests} }

// Advance moves a quest one stage on.
func (p *Player) Advance(id int) { p.t.advance(id) }

// Stages lists the quests' stages, newest first.
func (p *Player) Stages() []int { return p.t.stages() }

// Copy is a new player with the same id and name, a copy of the profile, the guild and
// the items, and no stats, mount or quests.
func (p *Player) Copy() *Player {
	return &Player{ID: p.ID, Name: p.Name, t: p.t.clone()}
}

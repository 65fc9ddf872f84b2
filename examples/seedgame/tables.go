package seedgame

func (t *tables) setProfile(level int, title string) {
	t.profile = &profile{level: level, title: title}
}

func (t *tables) level() int {
	if t.profile == nil {
		return 0
	}
	return t.profile.level
}

func (t *tables) record(won bool) {
	if t.stats == nil {
		t.stats = &stats{}
	}
	if won {
		t.stats.wins++
	} else {
		t.stats.losses++
	}
}

func (t *tables) record2() (int, int) {
	if t.stats == nil {
		return 0, 0
	}
	return t.stats.wins, t.stats.losses
}

func (t *tables) guildName() string {
	if t.guild == nil {
		return ""
	}
	return t.guild.name
}

func (t *tables) speed() int {
	if t.mount == nil {
		return 1
	}
	return t.mount.speed
}

// findItem is the held item with the id, or nil.
func (t *tables) findItem(id int) *item {
	for it := t.items; it != nil; it = it.next {
		if it.id == id {
			return it
		}
	}
	return nil
}

func (t *tables) addItem(id int, kind string, count int) {
	if it := t.findItem(id); it != nil {
		it.count += count
		return
	}
	t.items = &item{id: id, kind: kind, count: count, next: t.items}
}

func (t *tables) count(id int) int {
	if it := t.findItem(id); it != nil {
		return it.count
	}
	return 0
}

func (t *tables) removeItem(id int) bool {
	for pp := &t.items; *pp != nil; pp = &(*pp).next {
		if (*pp).id == id {
			*pp = (*pp).next
			return true
		}
	}
	return false
}

func (t *tables) itemIDs() []int {
	var out []int
	for it := t.items; it != nil; it = it.next {
		out = append(out, it.id)
	}
	return out
}

func (t *tables) advance(id int) {
	for q := t.quests; q != nil; q = q.next {
		if q.id == id {
			q.stage++
			return
		}
	}
}

func (t *tables) stages() []int {
	var out []int
	for q := t.quests; q != nil; q = q.next {
		out = append(out, q.stage)
	}
	return out
}

// clone is a copy of the tables sharing nothing with them.
func (t *tables) clone() *tables {
	c := &tables{}
	if t.profile != nil {
		c.profile = &profile{level: t.profile.level, title: t.profile.title}
	}
	if t.guild != nil {
		c.guild = &guild{name: t.guild.name, rank: t.guild.rank}
	}
	var last *item
	for it := t.items; it != nil; it = it.next {
		n := &item{id: it.id, kind: it.kind, count: it.count}
		if last == nil {
			c.items = n
		} else {
			last.next = n
		}
		last = n
	}
	return c
}

// Case: three helpers declare scratch types of their own named like the package's
// types: `type player struct{ name string; next *player }` to reverse names, `type
// monster struct{…}` for a roster (`var m monster`, `new(monster)`), and `type Room
// struct{…}` held by value in a slice. The type checker says where each type and field
// is declared, so those uses are not the records' or the container's: the room's player
// list becomes a slice and its boss is stored inline. Rewritten (before, refused as
// link_used_elsewhere, name_shadowed or container_by_value).
package room

import "sort"

type player struct {
	name  string
	score int
	next  *player
}

type monster struct {
	kind string
	hp   int
}

// Room holds the players who joined, newest first, and the boss, if spawned.
type Room struct {
	players *player
	boss    *monster
}

// Join adds a player at the front.
func (r *Room) Join(name string) {
	r.players = &player{name: name, next: r.players}
}

// Spawn puts a boss in the room.
func (r *Room) Spawn(kind string, hp int) { r.boss = &monster{kind: kind, hp: hp} }

// BossHP is the boss's health, 0 without one.
func (r *Room) BossHP() int {
	if r.boss == nil {
		return 0
	}
	return r.boss.hp
}

// Names lists the players, newest first.
func (r *Room) Names() []string {
	var out []string
	for p := r.players; p != nil; p = p.next {
		out = append(out, p.name)
	}
	return out
}

// reversed returns names in reverse order, through a scratch list of its own.
func reversed(names []string) []string {
	type player struct {
		name string
		next *player
	}
	var head *player
	for _, n := range names {
		head = &player{name: n, next: head}
	}
	var out []string
	for p := head; p != nil; p = p.next {
		out = append(out, p.name)
	}
	return out
}

// roster sorts monster kinds, with a scratch type of its own.
func roster(kinds []string) []string {
	type monster struct {
		kind string
		boss *int
	}
	var ms []*monster
	for _, k := range kinds {
		ms = append(ms, &monster{kind: k})
	}
	var m monster
	m.kind = "zombie"
	ms = append(ms, &m, new(monster))
	sort.Slice(ms, func(i, j int) bool { return ms[i].kind < ms[j].kind })
	out := []string{}
	for _, m := range ms {
		if m.boss == nil {
			out = append(out, m.kind)
		}
	}
	return out
}

// seating pairs names into tables, with a scratch type named like the container.
func seating(names []string) int {
	type Room struct {
		name string
		boss *string
	}
	var tables []Room
	for _, n := range names {
		var r Room
		r.name = n
		tables = append(tables, r, *new(Room))
	}
	free := 0
	for _, t := range tables {
		if t.boss == nil && t.name == "" {
			free++
		}
	}
	return free
}

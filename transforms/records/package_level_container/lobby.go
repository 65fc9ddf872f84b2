// Case: a game server keeps its one lobby in a package-level variable, `var lobby room`,
// used only through its fields and its address (`&lobby`), as a local container would
// be. The lobby's optional host record goes inline, and the declaration marks it absent:
// `var lobby = room{host: player{_is_nil: true}}`. Rewritten.
package game

type player struct {
	name  string
	level int
}

type room struct {
	name string
	host *player
}

var lobby room

// open names the lobby; it has no host until one joins.
func open(name string) { lobby.name = name }

// join makes a player the host of a room that has none.
func join(r *room, name string, level int) bool {
	if r.host != nil {
		return false
	}
	r.host = &player{name: name, level: level}
	return true
}

// hostName is the room's host, or "" without one.
func hostName(r *room) string {
	if r.host == nil {
		return ""
	}
	return r.host.name
}

// joinLobby makes a player the lobby's host if it has none.
func joinLobby(name string, level int) bool { return join(&lobby, name, level) }

// reset empties the lobby.
func reset() { lobby.host = nil }

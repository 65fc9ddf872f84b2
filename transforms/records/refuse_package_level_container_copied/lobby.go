// Case: refused (container_by_value). The lobby is a package-level variable, and saving
// it copies it (`saved = lobby`): today the copy shares the host record with the lobby,
// so a later level-up shows in both; held inline, the copy would keep its own host.
package game

type player struct {
	name  string
	level int
}

type room struct {
	name string
	host *player
}

var (
	lobby room
	saved room
)

// host makes a player the lobby's host.
func host(name string) { lobby.host = &player{name: name} }

// save keeps the lobby as it is now, to restore after a match.
func save() { saved = lobby }

// levelUp raises the lobby host's level.
func levelUp() {
	if lobby.host != nil {
		lobby.host.level++
	}
}

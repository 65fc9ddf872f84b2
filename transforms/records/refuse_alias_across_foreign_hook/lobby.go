// Case: refused (alias_escapes). A lobby keeps the rules it was opened with in `old`
// across a call into another package of the module, which runs a hook the lobby
// installed earlier; the hook replaces the rules. Stored inline, `old` would point at the
// new rules, and the lobby would report the capacity it was not opened with.
package lobby

import "example.com/lobby/internal/events"

type lobby struct {
	rules *rules
}

type rules struct {
	maxPlayers int
}

func (l *lobby) setRules(maxPlayers int) {
	l.rules = &rules{maxPlayers: maxPlayers}
}

func (l *lobby) watchReloads() {
	events.OnReload(func() { l.setRules(8) })
}

// reload returns the capacity the lobby had before the reload.
func (l *lobby) reload() int {
	old := l.rules
	events.Reload()
	if old == nil {
		return 0
	}
	return old.maxPlayers
}

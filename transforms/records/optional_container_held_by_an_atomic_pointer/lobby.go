// Case: the server publishes its current lobby through an `atomic.Pointer[lobby]`,
// which keeps and hands back the lobby's pointer, never a copy of the lobby: its
// optional stats are stored inline all the same. Rewritten.
package lobby

import "sync/atomic"

type stats struct {
	wins   int
	losses int
}

type lobby struct {
	id    int
	stats *stats
}

var current atomic.Pointer[lobby]

// publish makes l the lobby new players join.
func publish(l *lobby) { current.Store(l) }

// record counts a played match in the current lobby.
func record(won bool) {
	l := current.Load()
	if l == nil {
		return
	}
	if l.stats == nil {
		l.stats = &stats{}
	}
	if won {
		l.stats.wins++
	} else {
		l.stats.losses++
	}
}

// wins is how many matches the current lobby won.
func wins() int {
	if l := current.Load(); l != nil && l.stats != nil {
		return l.stats.wins
	}
	return 0
}

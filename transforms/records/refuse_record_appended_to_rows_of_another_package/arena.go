// Case: refused (converted). A room's optional stats would be stored inline, which gives
// stats a flag field; the report package, another of the module, appends a room's
// stats (exported through the alias Stats) to its rows, a slice of its own struct of
// the same fields, which Go allows only while the two share one struct.
package arena

type stats struct {
	Wins   int
	Losses int
}

// Stats is how other packages name a room's stats.
type Stats = stats

// Room is a match room.
type Room struct {
	ID    int
	stats *stats
}

// Record counts a match the room played.
func (r *Room) Record(won bool) {
	if r.stats == nil {
		r.stats = &stats{}
	}
	if won {
		r.stats.Wins++
	} else {
		r.stats.Losses++
	}
}

// Totals is the room's stats so far.
func (r *Room) Totals() Stats {
	if r.stats == nil {
		return Stats{}
	}
	return Stats{Wins: r.stats.Wins, Losses: r.stats.Losses}
}

// Case: refused (converted). A room's optional stats would be stored inline, which gives
// stats a flag field; the save file is decoded into an unnamed struct of the same fields
// and assigned to a stats, which Go allows only while the two share one struct.
package arena

import "encoding/json"

type stats struct {
	Wins   int
	Losses int
}

type room struct {
	id    int
	stats *stats
}

// record counts a match the room played.
func (r *room) record(won bool) {
	if r.stats == nil {
		r.stats = &stats{}
	}
	if won {
		r.stats.Wins++
	} else {
		r.stats.Losses++
	}
}

// wins is how many matches the room won.
func (r *room) wins() int {
	if r.stats == nil {
		return 0
	}
	return r.stats.Wins
}

// load reads the stats a save file holds.
func load(b []byte) (stats, error) {
	var saved struct {
		Wins   int
		Losses int
	}
	if err := json.Unmarshal(b, &saved); err != nil {
		return stats{}, err
	}
	var s stats = saved
	return s, nil
}

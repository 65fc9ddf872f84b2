// Case: a cache shard's optional stats record is created on the first hit with Go 1.26's
// `new(stats{hits: 1})`, a fresh record like `&stats{hits: 1}`: it becomes the literal
// itself. A shard restored from a snapshot gets `&(stats{hits: n})`, whose parentheses
// go with the `&`. Rewritten.
package cache

type shard struct {
	name  string
	items map[string][]byte
	stats *stats
}

type stats struct {
	hits, misses int
}

func (s *shard) get(key string) ([]byte, bool) {
	v, ok := s.items[key]
	if !ok {
		if s.stats != nil {
			s.stats.misses++
		}
		return nil, false
	}
	if s.stats == nil {
		s.stats = new(stats{hits: 1})
	} else {
		s.stats.hits++
	}
	return v, true
}

// restore starts the shard's stats from a snapshot's hit count.
func (s *shard) restore(hits int) {
	s.stats = &(stats{hits: hits})
}

func (s *shard) hitRate() float64 {
	if s.stats == nil {
		return 0
	}
	return float64(s.stats.hits) / float64(s.stats.hits+s.stats.misses)
}

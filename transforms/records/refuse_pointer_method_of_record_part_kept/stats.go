// Case: servers keep latency statistics in optional records, and a histogram inside
// them whose pointer methods return the histogram for chaining (`h.observe(v)` returns
// h). One server calls it on a field of the record (`s.stats.lat.observe(v)`), the
// other through an embedded histogram (`s.stats.observe(v)`, promoted); both keep the
// returned pointer and replace the record. A pointer method takes the field's address:
// behind a pointer that stays with the old record, stored inline it would point into
// the new one. Refused (field_address), for both spellings.
package latency

type histogram struct {
	n   int
	sum int
}

func (h *histogram) observe(v int) *histogram {
	h.n++
	h.sum += v
	return h
}

type stats struct {
	lat histogram
}

type server struct {
	name  string
	stats *stats
}

// observeAndReset records v, then starts a new period; it returns the old period's
// histogram.
func (s *server) observeAndReset(v int) *histogram {
	if s.stats == nil {
		s.stats = &stats{}
	}
	h := s.stats.lat.observe(v)
	s.stats = &stats{}
	return h
}

type shardStats struct {
	histogram
	shard int
}

type shard struct {
	id    int
	stats *shardStats
}

// observeAndReset records v, then starts a new period; it returns the old period's
// histogram.
func (s *shard) observeAndReset(v int) *histogram {
	if s.stats == nil {
		s.stats = &shardStats{shard: s.id}
	}
	h := s.stats.observe(v)
	s.stats = &shardStats{shard: s.id}
	return h
}

// Case: `*s.stats = stats{}` inside `if s.stats != nil {`, but after a statement that
// clears the field (`s.stats = nil` when the session expired): the original store then
// dereferences nil and crashes, as the test expects of an expired session; the rewrite's
// store into the inline record would make it present again instead. Refused as
// unguarded_store.
package session

type stats struct {
	hits int
}

// Session counts a client's hits until it expires.
type Session struct {
	expired bool
	stats   *stats
}

// Reset clears the session's counts; it panics on a session that has expired.
func (s *Session) Reset() {
	if s.stats != nil {
		if s.expired {
			s.stats = nil
		}
		*s.stats = stats{}
	}
}

// Tracked says whether the session counts hits.
func (s *Session) Tracked() bool {
	return s.stats != nil
}

// New starts a session, already expired when asked.
func New(expired bool) *Session {
	return &Session{expired: expired, stats: &stats{hits: 3}}
}

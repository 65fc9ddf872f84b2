// Case: refused (traversal_head). Count walks the sessions of the shard shardFor picks;
// the index loop the rewrite writes reads its list on every pass (`&h.shardFor(id).
// sessions[i]`), so shardFor would run once per session instead of once, and a pick that
// changes between calls would walk another list.
package hub

type shard struct{ sessions *session }

type session struct {
	user int
	next *session
}

type hub struct {
	shards []*shard
	picks  int
}

func newHub(n int) *hub {
	h := &hub{}
	for range n {
		h.shards = append(h.shards, &shard{})
	}
	return h
}

func (h *hub) shardFor(user int) *shard {
	h.picks++
	return h.shards[user%len(h.shards)]
}

func (h *hub) join(user int) {
	s := h.shardFor(user)
	s.sessions = &session{user: user, next: s.sessions}
}

// Count says how many sessions the shard of user holds.
func (h *hub) Count(user int) int {
	n := 0
	for p := h.shardFor(user).sessions; p != nil; p = p.next {
		n++
	}
	return n
}

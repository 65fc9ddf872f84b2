// Case: refused (helper_name_taken). Turning the session list into a slice needs a helper
// for `s.sessions == nil` (whether a live session remains), which unbox names
// sessionListEmpty; the package already has a function of that name (over the ids it
// logs), so the helper would be declared twice and the package would not compile.
package relay

type server struct{ sessions *session }

type session struct {
	id   int
	next *session
}

func (s *server) open(id int) { s.sessions = &session{id: id, next: s.sessions} }

func (s *server) close(id int) {
	var prev *session
	for p := s.sessions; p != nil; p = p.next {
		if p.id == id {
			if prev == nil {
				s.sessions = p.next
			} else {
				prev.next = p.next
			}
			return
		}
		prev = p
	}
}

func (s *server) idle() bool { return s.sessions == nil }

// sessionListEmpty says whether a list of session ids from the log is empty.
func sessionListEmpty(ids []int) bool { return len(ids) == 0 }

// Case: a server's sessions in a list pushed at the front, with a live counter kept
// beside it; logout and kick unlink a session (through the previous element, and through
// a pointer to the link), count it down, then return: the counter names neither the
// cursor nor the previous element, so the unlink still leaves the loop at once.
// Rewritten.
package sessions

type session struct {
	id   int
	user string
	next *session
}

type server struct {
	sessions *session
	live     int
}

func (s *server) login(id int, user string) {
	s.sessions = &session{id: id, user: user, next: s.sessions}
	s.live++
}

func (s *server) logout(id int) bool {
	var prev *session
	for p := s.sessions; p != nil; p = p.next {
		if p.id == id {
			if prev == nil {
				s.sessions = p.next
			} else {
				prev.next = p.next
			}
			s.live--
			return true
		}
		prev = p
	}
	return false
}

func (s *server) kick(id int) bool {
	for pp := &s.sessions; *pp != nil; pp = &(*pp).next {
		if (*pp).id == id {
			*pp = (*pp).next
			s.live -= 1
			return true
		}
	}
	return false
}

func (s *server) users() []string {
	var out []string
	for p := s.sessions; p != nil; p = p.next {
		out = append(out, p.user)
	}
	return out
}

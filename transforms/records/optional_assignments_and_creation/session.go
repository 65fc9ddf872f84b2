// Case: optional records assigned &S{...} and nil, given in keyed container literals (as
// &S{...} and nil), left out of them, and created with new(C): every creation marks the
// records absent. Rewritten.
package session

type session struct {
	user  *user
	token *token
	id    int
}

type user struct{ name string }

type token struct{ value string }

func open(id int) *session { return &session{id: id} }

func withUser(name string) *session {
	return &session{
		id:    1,
		user:  &user{name: name},
		token: nil,
	}
}

func blank() *session { return new(session) }

func (s *session) login(name, tok string) {
	s.user = &user{name: name}
	s.token = &token{value: tok}
}

func (s *session) logout() {
	s.user = nil
	s.token = nil
}

func (s *session) who() string {
	if s.user == nil {
		return "nobody"
	}
	return s.user.name
}

// Case: the container is only ever used through pointers, spelled in two ways that look
// like value uses to a name-based reader: embedded as `*session` in another struct, and
// in the interface assertion `var _ fmt.Stringer = (*session)(nil)`. Its optional record
// is inlined. Rewritten.
package session

import "fmt"

type session struct {
	user *user
}

type user struct {
	name string
}

type authed struct {
	*session
	token string
}

var _ fmt.Stringer = (*session)(nil)

func (s *session) String() string {
	if s.user == nil {
		return "anonymous"
	}
	return s.user.name
}

func login(name, token string) *authed {
	s := &session{}
	s.user = &user{name: name}
	return &authed{session: s, token: token}
}

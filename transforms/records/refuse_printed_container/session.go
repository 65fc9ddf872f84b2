// Case: refused (reaches_interface). The container is printed with %+v in a log line: its
// optional record shows as a pointer today and would show as a struct once inline.
package session

import "fmt"

type session struct {
	id    int
	quota *quota
}

type quota struct{ left int }

func open(id int) *session { return &session{id: id, quota: &quota{left: 3}} }

func (s *session) spend() bool {
	if s.quota == nil || s.quota.left == 0 {
		return false
	}
	s.quota.left--
	return true
}

func describe(s *session) string { return fmt.Sprintf("%+v", s) }

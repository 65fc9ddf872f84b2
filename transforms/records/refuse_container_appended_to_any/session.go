// Case: refused (reaches_interface). A debug dump appends each session to a []any and
// prints them with fmt.Sprintln: the optional quota shows as a pointer today and would
// show as a struct once inline. The conversion happens inside append, where no parameter names
// the interface.
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

// dump prints every session for the debug page.
func dump(sessions []*session) string {
	args := make([]any, 0, len(sessions))
	for _, s := range sessions {
		args = append(args, s)
	}
	return fmt.Sprintln(args...)
}

// Case: refused (stored_elsewhere). The record pointer is passed to a function, which may
// keep it or check it for nil.
package shop

type shop struct{ owner *owner }

type owner struct{ name string }

func register(o *owner) {}

func (s *shop) publish() { register(s.owner) }

// Case: refused (stored_elsewhere). The record pointer is returned, so callers hold it.
package shop

type shop struct{ owner *owner }

type owner struct{ name string }

func (s *shop) Owner() *owner { return s.owner }

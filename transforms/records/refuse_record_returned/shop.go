// Case: refused (record_returned). The record pointer is returned, so callers hold it,
// and may be nil where an inline record would not be.
package shop

type shop struct{ owner *owner }

type owner struct{ name string }

func (s *shop) Owner() *owner { return s.owner }

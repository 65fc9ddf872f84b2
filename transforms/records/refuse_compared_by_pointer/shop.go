// Case: refused (compared_by_pointer, field_group). Two records are compared as pointers
// (identity), which values cannot express; a grouped pointer declaration is refused too.
package shop

type shop struct {
	owner   *owner
	manager *owner
	a, b    *owner
}

type owner struct{ name string }

func (s *shop) selfManaged() bool { return s.owner == s.manager }

// Case: an optional record read through nil checks (both orders), field access and an
// alias whose own nil check is rewritten to read _is_nil. Rewritten.
package account

type account struct {
	limits *limits
}

type limits struct {
	daily   int
	monthly int
}

func (a *account) setLimits(d, m int) { a.limits = &limits{daily: d, monthly: m} }

func (a *account) hasLimits() bool { return nil != a.limits }

func (a *account) daily() int {
	if a.limits == nil {
		return -1
	}
	return a.limits.daily
}

func (a *account) monthly() int {
	l := a.limits
	if l != nil {
		return l.monthly
	}
	return -1
}

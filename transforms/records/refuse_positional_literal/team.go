// Case: refused (positional_literal). The record is built with positional fields, which a
// new _is_nil field would break.
package team

type team struct{ coach *coach }

type coach struct {
	name  string
	years int
}

func (t *team) hire(name string) { t.coach = &coach{name, 1} }

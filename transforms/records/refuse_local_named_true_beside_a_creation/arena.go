// Case: a function declaring a variable named true (a veteran flag) creates the
// container: the rewrite would mark the absent record `shield: buff{_is_nil: true}`,
// and that variable, false for a rookie, would make it present. Refused as
// name_shadowed.
package arena

type buff struct {
	left int
}

type unit struct {
	name   string
	shield *buff
}

func spawn(name string, battles int) *unit {
	true := battles > 3
	u := &unit{name: name}
	if true {
		u.shield = &buff{left: battles}
	}
	return u
}

func (u *unit) shielded() bool {
	return u.shield != nil
}

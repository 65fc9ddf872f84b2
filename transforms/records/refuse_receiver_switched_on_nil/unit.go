// Case: refused (nil_receiver). A unit's optional shield absorbs damage; its method is
// written for a nil receiver with a switch (`switch s { case nil: … }`), so an unequipped
// unit's shield absorbs nothing. Stored inline, a shield is never nil: the method would
// read the zero shield instead. The census lists the receiver switched on.
package unit

type shield struct {
	name   string
	absorb int
}

// blocked is the damage the shield stops; without one, none.
func (s *shield) blocked(damage int) int {
	switch s {
	case nil:
		return 0
	}
	return min(damage, s.absorb)
}

type unit struct {
	name   string
	hp     int
	shield *shield
}

func (u *unit) equip(name string, absorb int) {
	u.shield = &shield{name: name, absorb: absorb}
}

func (u *unit) hit(damage int) {
	u.hp -= damage - u.shield.blocked(damage)
}

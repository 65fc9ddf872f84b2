// Case: a game unit's ability cooldown kept in an optional record and ticked through an
// alias, the usual shape: `if t := u.cd; t != nil { t.left--; if t.left <= 0 { u.cd =
// nil } }`. The record is cleared after the alias's last use, so nothing can see the
// record that replaces it. Rewritten (`t := &u.cd`, nil checks read _is_nil).
package combat

type timer struct {
	left   int
	repeat bool
}

type unit struct {
	id int
	cd *timer
}

// cast starts the cooldown, unless one runs.
func (u *unit) cast(ticks int) bool {
	if u.cd != nil {
		return false
	}
	u.cd = &timer{left: ticks}
	return true
}

// tick advances the cooldown by one tick and clears it when it runs out.
func (u *unit) tick() {
	if t := u.cd; t != nil {
		t.left--
		if t.left <= 0 {
			u.cd = nil
		}
	}
}

// ready says whether the unit can cast.
func (u *unit) ready() bool { return u.cd == nil }

// Case: refused (flag_name_taken). The record declares a method named like the flag
// the rewrite would add (`_is_nil`, here a health check written in the package's own
// style): a struct cannot have a field and a method of one name, so the rewritten
// package would not compile.
package arena

type stats struct {
	hp int
}

// _is_nil says the unit is out of the fight.
func (s *stats) _is_nil() bool { return s.hp <= 0 }

type unit struct {
	stats *stats
}

func (u *unit) spawn(hp int) { u.stats = &stats{hp: hp} }

func (u *unit) hit(n int) {
	if u.stats != nil {
		u.stats.hp -= n
	}
}

func (u *unit) down() bool { return u.stats == nil || u.stats._is_nil() }

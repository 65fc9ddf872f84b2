// Case: refused (reflection_or_unsafe). A battle server scores its units with an
// assembly kernel on amd64 (score_amd64.s) that reads hp and armor at offsets 0 and 16.
// Storing the optional buff inline would move armor to offset 40, and the kernel would
// read the buff's flag instead: nothing in Go says so (go vet checks only the kernel's
// frame). A package holding assembly, in any build, keeps its containers as they are.
package battle

type buff struct {
	power int64
	ticks int64
}

type unit struct {
	hp    int64
	buff  *buff
	armor int64
}

func (u *unit) empower(power int64) {
	if u.buff == nil {
		u.buff = &buff{power: power, ticks: 3}
		return
	}
	u.buff.ticks += 3
}

func (u *unit) strength() int64 {
	s := score(u)
	if u.buff != nil {
		s += u.buff.power
	}
	return s
}

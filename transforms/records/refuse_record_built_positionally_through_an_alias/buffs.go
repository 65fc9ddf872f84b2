// Case: refused (positional_literal). A fighter's optional buff would be stored inline,
// which gives buff a flag field; the shrine's catalogue builds buffs positionally through
// an alias of the record (`aura{"str", 2, 3}` with `type aura = buff`), which a new field
// breaks as `buff{"str", 2, 3}` would.
package combat

type buff struct {
	stat  string
	bonus int
	ticks int
}

// aura is the name the shrine code gives buffs.
type aura = buff

// catalogue is what a shrine may grant, by roll.
var catalogue = []aura{aura{"str", 2, 3}, aura{"dex", 1, 5}}

type fighter struct {
	hp   int
	buff *buff
}

// bless grants the buff a roll names.
func (f *fighter) bless(roll int) {
	b := catalogue[roll%len(catalogue)]
	f.buff = &buff{stat: b.stat, bonus: b.bonus, ticks: b.ticks}
}

// power is the fighter's strength with the buff's bonus.
func (f *fighter) power(base int) int {
	if f.buff == nil || f.buff.stat != "str" {
		return base
	}
	return base + f.buff.bonus
}

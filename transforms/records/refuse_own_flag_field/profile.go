// Case: refused (flag_name_taken). The record declares its own `_is_nil`, which marks a
// row that was never loaded from the database, while the record itself is present. unbox
// marks an absent record with a field of that name, so it would read the placeholder as
// absent; no field holds the record inline, so no earlier run declared it.
package guild

type profile struct {
	bank *bank
}

type bank struct {
	_is_nil bool // true until the row is loaded from the database
	gold    int
}

func (p *profile) load(gold int) { p.bank = &bank{gold: gold} }

// reserve holds a place for the bank while its row loads.
func (p *profile) reserve() { p.bank = &bank{_is_nil: true} }

func (p *profile) hasBank() bool { return p.bank != nil }

func (p *profile) loaded() bool { return p.bank != nil && !p.bank._is_nil }

// Case: the `_present` polarity (--flag present): a zero record reads as absent, so the
// container creations are left as they are, and setting a record marks it present.
// Flags: --flag present
// Rewritten.
package vault

type vault struct {
	key  *key
	seal *seal
}

type key struct{ id int }

type seal struct{ by string }

func newVault() *vault { return &vault{} }

func (v *vault) lock(id int, by string) {
	v.key = &key{id: id}
	v.seal = &seal{by: by}
}

func (v *vault) unlock() {
	v.key = nil
	v.seal = nil
}

func (v *vault) locked() bool { return v.key != nil && v.seal != nil }

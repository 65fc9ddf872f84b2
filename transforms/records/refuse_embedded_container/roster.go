// Case: refused (container_by_value). The container is embedded by value in the record
// a server keeps per player; copying a player (`snapshot := *p`) copies the embedded
// profile. With the badge stored inline the copy would stop sharing it: renaming the
// snapshot's badge would no longer rename the player's. The type checker names an
// embedded field by its field, not its type, which once hid this use.
package roster

type badge struct{ name string }

type profile struct{ badge *badge }

type player struct {
	profile
	id int
}

func (p *profile) award(name string) { p.badge = &badge{name: name} }

func (p *profile) rename(name string) {
	if p.badge != nil {
		p.badge.name = name
	}
}

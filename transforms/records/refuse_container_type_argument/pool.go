// Case: refused (type_argument). Players come from a generic free-list helper, `get[player]`:
// its `new(T)` makes a player the rewrite cannot mark (its optional guild would read as
// present, where the pointer was nil), and a generic body may copy a T unseen.
package lobby

type player struct {
	name  string
	guild *guild
}

type guild struct {
	tag string
}

// get returns a recycled value of T, or a new one.
func get[T any](free *[]*T) *T {
	if n := len(*free); n > 0 {
		v := (*free)[n-1]
		*free = (*free)[:n-1]
		return v
	}
	return new(T)
}

var freePlayers []*player

func join(name string) *player {
	p := get[player](&freePlayers)
	p.name = name
	return p
}

func (p *player) tag() string {
	if p.guild == nil {
		return "-"
	}
	return p.guild.tag
}

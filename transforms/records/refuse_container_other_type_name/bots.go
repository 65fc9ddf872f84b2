// Case: refused (other_type_name). A bot is declared over player and converted to one:
// a bot built as `&bot{}` is a player the rewrite would never mark, so its optional
// squad would read as present where the pointer was nil.
package lobby

type player struct {
	name  string
	squad *squad
}

type squad struct {
	size int
}

type bot player

func newBot(name string) *player {
	b := &bot{name: name}
	return (*player)(b)
}

func (p *player) squadSize() int {
	if p.squad == nil {
		return 0
	}
	return p.squad.size
}

// Case: refused (stored_elsewhere). The look-alikes of a clone's copy and a fresh
// constructor that do share their record: one copy stored into two players (a change
// through one shows in the other), and a constructor that hands out the same default
// record every time. Inline, each player would get its own copy and the sharing would be
// lost.
package team

type player struct {
	base *stats
	bag  *bag
}

type stats struct{ hp int }

type bag struct{ gold int }

var shared = &bag{gold: 1}

func defaultBag() *bag { return shared }

func (p *player) pair() (*player, *player) {
	a, b := &player{}, &player{}
	if p.base != nil {
		s := *p.base
		a.base = &s
		b.base = &s
	}
	return a, b
}

func (p *player) reset() { p.bag = defaultBag() }

func (p *player) gold() int {
	if p.bag == nil {
		return 0
	}
	return p.bag.gold
}

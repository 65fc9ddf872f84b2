// Case: refused (flag_polarity). Player is exported, so code outside can make a zero one
// and the inline record's flag is _present (zero = absent). SetCap stores what
// newLimits returns, a fresh `&limits{…}` built without that flag: stored inline it
// would read as absent. Under _is_nil the same store is rewritten (`*newLimits(n)`).
package arena

type limits struct {
	cap int
}

func newLimits(n int) *limits { return &limits{cap: n} }

// Player is one arena player.
type Player struct {
	name   string
	limits *limits
}

// NewPlayer makes a player with no limits.
func NewPlayer(name string) *Player { return &Player{name: name} }

// SetCap limits the player's inventory to n items.
func (p *Player) SetCap(n int) { p.limits = newLimits(n) }

// Cap is the player's limit, or -1 when none is set.
func (p *Player) Cap() int {
	if p.limits == nil {
		return -1
	}
	return p.limits.cap
}

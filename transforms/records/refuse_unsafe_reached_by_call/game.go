// Case: refused (reflection_or_unsafe). The file that imports unsafe never names the
// player type, but gets one from current() and measures it; the rewrite would change
// what it measures.
package game

type player struct {
	id      int
	profile *profile
}

type profile struct{ name string }

var players = map[int]*player{}

func current() *player { return players[1] }

// Case: containers created as locals (`var g game`, `h := game{}`) and only used through
// their fields or their address are not copied, so they are rewritten: their records are
// marked absent where they are created. Rewritten.
package game

type game struct {
	board *board
}

type board struct{ size int }

func (g *game) setBoard(size int) { g.board = &board{size: size} }

func (g *game) size() int {
	if g.board == nil {
		return 0
	}
	return g.board.size
}

func play() (int, int, int) {
	var g game
	empty := g.size()
	g.setBoard(3)
	h := game{}
	h.setBoard(4)
	return empty, g.size(), h.size()
}

// Package replay plays recorded hits back onto live players.
package replay

import match "example.com/match"

// Apply plays each recorded hit onto the player and returns its health.
func Apply(p *match.Player, hits []int) int {
	for _, h := range hits {
		snapshot(p)
		p.Hit(h)
	}
	return p.HP()
}

//go:build debug

package replay

import (
	"fmt"

	match "example.com/match"
)

// snapshot prints the player as it was before a hit beside the live player after one.
func snapshot(p *match.Player) {
	snap := *p
	p.Hit(25)
	fmt.Println("debug:", snap.HP(), p.HP())
	p.Hit(-25)
}

// Package server turns a hit on an untracked player into an error.
package server

import (
	"fmt"

	game "example.com/game"
)

// SafeHit reports a hit on an untracked player as an error instead of crashing.
func SafeHit(p *game.Player) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("player %d is not tracked", p.ID)
		}
	}()
	p.Hit()
	return nil
}

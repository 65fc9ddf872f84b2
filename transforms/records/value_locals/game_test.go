package game

import "testing"

func TestPlay(t *testing.T) {
	if empty, g, h := play(); empty != 0 || g != 3 || h != 4 {
		t.Errorf("play = %d %d %d", empty, g, h)
	}
}

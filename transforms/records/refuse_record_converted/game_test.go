package game

import "testing"

func TestLoad(t *testing.T) {
	p := &player{name: "ada"}
	if p.hp() != -1 {
		t.Fatal("no stats yet")
	}
	p.load(wireStats{hp: 30, mp: 5})
	if p.hp() != 30 {
		t.Errorf("hp = %d", p.hp())
	}
}

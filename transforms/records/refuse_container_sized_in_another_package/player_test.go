package arena

import "testing"

func TestSpawnSetsHP(t *testing.T) {
	p := &Player{Name: "ana"}
	if p.HP() != 0 {
		t.Fatal("hp before spawn")
	}
	p.Spawn(90)
	if p.HP() != 90 {
		t.Fatalf("hp %d", p.HP())
	}
}

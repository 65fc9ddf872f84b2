package net

import "testing"

func TestPlayerAndHeader(t *testing.T) {
	p := &player{id: 1}
	p.give(1)
	p.give(2)
	p.start("dragon")
	if items, quests := p.count(); items != 2 || quests != 1 {
		t.Fatalf("count = %d, %d", items, quests)
	}
	h := parse([]byte{1, 0, 2, 0})
	if h.kind+h.items == 0 {
		t.Fatal("empty header")
	}
}

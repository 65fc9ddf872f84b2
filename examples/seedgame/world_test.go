package seedgame

import (
	"fmt"
	"runtime"
	"strconv"
	"testing"
)

func TestRecords(t *testing.T) {
	w := NewWorld()
	p := w.Join(1, "ann")
	if p.Level() != 0 || p.Guild() != "" || p.Speed() != 1 || len(p.Items()) != 0 {
		t.Fatal("a new player has no records")
	}
	p.SetProfile(3, "squire")
	p.Win()
	p.Win()
	p.Lose()
	p.JoinGuild("owls", 2)
	p.Ride("horse", 4)
	if wins, losses := p.Record(); p.Level() != 3 || wins != 2 || losses != 1 {
		t.Errorf("level %d, record %d-%d", p.Level(), wins, losses)
	}
	if p.Guild() != "owls" || p.Speed() != 4 {
		t.Errorf("guild %q, speed %d", p.Guild(), p.Speed())
	}
	p.LeaveGuild()
	if p.Guild() != "" {
		t.Error("left the guild")
	}
	if w.Get(1) != p || w.Get(2) != nil {
		t.Error("players by id")
	}
	w.Leave(1)
	if w.Get(1) != nil {
		t.Error("left the world")
	}
}

func TestItemsAndQuests(t *testing.T) {
	p := NewWorld().Join(1, "bob")
	for id := 1; id <= 5; id++ {
		p.AddItem(id, "gem", id)
	}
	p.AddItem(2, "gem", 10)
	if !p.RemoveItem(4) || p.RemoveItem(9) || !p.RemoveItem(1) {
		t.Fatal("removals")
	}
	p.AddItem(6, "axe", 1)
	if got := fmt.Sprint(p.Items()); got != "[6 5 3 2]" {
		t.Errorf("items = %s, want [6 5 3 2]", got)
	}
	if p.Count(2) != 12 || p.Count(4) != 0 {
		t.Errorf("counts %d, %d", p.Count(2), p.Count(4))
	}
	for q := 1; q <= 3; q++ {
		p.StartQuest(q)
	}
	p.Advance(2)
	p.Advance(2)
	p.Advance(3)
	if got := fmt.Sprint(p.Stages()); got != "[1 2 0]" {
		t.Errorf("stages = %s, want [1 2 0]", got)
	}
}

// build makes a world of n players, each with all four optional tables, 8 items and 8
// quests.
func build(n int) *World {
	w := NewWorld()
	for i := 0; i < n; i++ {
		p := w.Join(int64(i), "player"+strconv.Itoa(i))
		p.SetProfile(i%60, "title")
		p.Win()
		p.JoinGuild("guild", i%5)
		p.Ride("horse", 3)
		for j := 0; j < 8; j++ {
			p.AddItem(j, "item", 1)
			p.StartQuest(j)
		}
	}
	return w
}

// heapObjectsPerPlayer is what the field report measured: live objects the GC must scan.
func heapObjectsPerPlayer(n int) float64 {
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	w := build(n)
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(w)
	return float64(after.HeapObjects-before.HeapObjects) / float64(n)
}

func TestHeapObjectsPerPlayer(t *testing.T) {
	t.Logf("heap objects per player: %.2f", heapObjectsPerPlayer(10000))
}

func TestCopy(t *testing.T) {
	p := NewWorld().Join(3, "cy")
	p.SetProfile(9, "knight")
	p.JoinGuild("owls", 1)
	for id := 1; id <= 4; id++ {
		p.AddItem(id, "gem", 1)
	}
	p.RemoveItem(2)
	p.Win()
	c := p.Copy()
	p.AddItem(1, "gem", 5)
	p.AddItem(7, "axe", 1)
	p.SetProfile(10, "lord")
	if got := fmt.Sprint(c.Items()); got != "[4 3 1]" {
		t.Errorf("copied items = %s, want [4 3 1]", got)
	}
	if c.Count(1) != 1 || c.Level() != 9 || c.Guild() != "owls" {
		t.Errorf("copy shares records: count %d, level %d, guild %q", c.Count(1), c.Level(), c.Guild())
	}
	if wins, _ := c.Record(); wins != 0 || c.Speed() != 1 || len(c.Stages()) != 0 {
		t.Error("the copy has no stats, mount or quests")
	}
}

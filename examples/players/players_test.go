package players

import (
	"reflect"
	"runtime"
	"strconv"
	"testing"
)

func TestOptionalRecords(t *testing.T) {
	p := New(1, "ann")
	if p.Level() != 0 || p.Guild() != "" {
		t.Fatal("a new player has no profile and no guild")
	}
	p.LevelUp()
	if p.Level() != 0 {
		t.Error("LevelUp without a profile must do nothing")
	}
	p.SetProfile(3, "knight")
	p.LevelUp()
	p.JoinGuild("owls", 2)
	if p.Level() != 4 || p.Guild() != "owls" {
		t.Errorf("level %d guild %q", p.Level(), p.Guild())
	}
	p.ClearProfile()
	p.LeaveGuild()
	if p.Level() != 0 || p.Guild() != "" {
		t.Error("cleared records are absent")
	}
}

func TestListOrderAfterMixedPushesAndRemovals(t *testing.T) {
	p := New(2, "bo")
	for _, kind := range []string{"sword", "shield", "potion", "map", "potion"} {
		p.AddItem(kind, 1)
	}
	if got, want := p.Items(), []string{"potion", "map", "potion", "shield", "sword"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("items = %v, want %v", got, want)
	}
	if !p.RemoveItem("potion") || !p.RemoveItem("sword") || p.RemoveItem("bow") {
		t.Fatal("RemoveItem reports what it found")
	}
	p.AddItem("bow", 2)
	if got, want := p.Items(), []string{"bow", "map", "potion", "shield"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("items after removals = %v, want %v", got, want)
	}
	if p.ItemCount() != 5 {
		t.Errorf("ItemCount = %d, want 5", p.ItemCount())
	}
	for _, kind := range []string{"bow", "map", "potion", "shield"} {
		p.RemoveItem(kind)
	}
	if p.HasItems() || len(p.Items()) != 0 {
		t.Error("emptied inventory still has items")
	}
	p.StartQuest(7)
	p.StartQuest(8)
	p.Advance(7)
	if got := p.Stages(); !reflect.DeepEqual(got, []int{1, 2}) {
		t.Errorf("stages = %v", got)
	}
}

// build makes n players with a profile, a guild, 8 items and 4 quests each.
func build(n int) []*Player {
	all := make([]*Player, n)
	for i := range all {
		p := New(int64(i), "player"+strconv.Itoa(i))
		p.SetProfile(i%60, "title")
		p.JoinGuild("guild", i%5)
		for j := 0; j < 8; j++ {
			p.AddItem("item", j)
		}
		for q := 0; q < 4; q++ {
			p.StartQuest(q)
		}
		all[i] = p
	}
	return all
}

// heapObjectsPerPlayer is what the field report measured: live objects the GC must scan.
func heapObjectsPerPlayer(n int) float64 {
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	all := build(n)
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(all)
	return float64(after.HeapObjects-before.HeapObjects) / float64(n)
}

func TestHeapObjectsPerPlayer(t *testing.T) {
	t.Logf("heap objects per player: %.2f", heapObjectsPerPlayer(10000))
}

var sink []*Player

func BenchmarkBuildPlayers(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = build(100)
	}
}

func BenchmarkIterateItems(b *testing.B) {
	all := build(100)
	b.ReportAllocs()
	b.ResetTimer()
	total := 0
	for i := 0; i < b.N; i++ {
		for _, p := range all {
			total += p.ItemCount()
		}
	}
	_ = total
}

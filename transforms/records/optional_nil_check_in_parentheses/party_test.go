package party

import "testing"

func TestJoinMakesTheGuildOnce(t *testing.T) {
	p := &player{name: "ann"}
	if !p.solo() {
		t.Fatal("a new player is in a guild")
	}
	p.join("owls")
	p.join("larks")
	if p.solo() || p.guild.name != "owls" || p.guild.members != 2 {
		t.Fatalf("guild %q with %d members", p.guild.name, p.guild.members)
	}
}

var sink *player

func BenchmarkJoin(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		p := &player{name: "ann"}
		p.join("owls")
		sink = p
	}
}

package inbox

import "testing"

func TestCount(t *testing.T) {
	p := &player{}
	p.give(1)
	p.give(2)
	p.start("dragon")
	if items, quests := p.count(); items != 2 || quests != 1 {
		t.Fatalf("count = %d, %d", items, quests)
	}
}

func TestCopyLetters(t *testing.T) {
	c := copyLetters(&mail{body: "a", next: &mail{body: "b"}})
	if c == nil || c.body != "a" || c.next == nil || c.next.body != "b" {
		t.Fatal("copy lost letters")
	}
}

package mail

import (
	"slices"
	"testing"
)

func TestArchiveKeepsTheMailboxOrder(t *testing.T) {
	b := &mailbox{owner: "ann"}
	b.deliver("bob", "hi")
	b.deliver("cat", "lunch?")
	b.deliver("dan", "re: lunch")
	a := archiveOf(b)
	if got, want := a.senders(), b.senders(); !slices.Equal(got, want) {
		t.Fatalf("archive %v, mailbox %v", got, want)
	}
}

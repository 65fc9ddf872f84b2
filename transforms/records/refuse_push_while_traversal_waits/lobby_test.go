package lobby

import "testing"

func TestFriendsJoinDuringInvites(t *testing.T) {
	l := &lobby{}
	l.join(1)
	l.join(2)
	offers := make(chan int)
	answers := make(chan bool)
	done := make(chan struct{})
	go func() {
		for id := range offers {
			l.join(id + 100) // the player's friend joins
			answers <- true
		}
		close(done)
	}()
	l.invite(offers, answers)
	<-done
	if got := l.uninvited(); got != 2 {
		t.Fatalf("%d players not invited, want the 2 friends", got)
	}
}

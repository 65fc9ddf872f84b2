package lobby

import "testing"

func TestAccept(t *testing.T) {
	s := &server{name: "eu-1"}
	s.accept(1)
	s.accept(2)
	if s.count() != 2 {
		t.Fatalf("count = %d", s.count())
	}
}

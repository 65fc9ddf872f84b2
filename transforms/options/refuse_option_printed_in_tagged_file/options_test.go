package client

import "testing"

func TestNew(t *testing.T) {
	s := New(WithAddr("cache:6379"), WithDB(3))
	if s.addr != "cache:6379" || s.db != 3 {
		t.Fatalf("settings = %+v", s)
	}
}

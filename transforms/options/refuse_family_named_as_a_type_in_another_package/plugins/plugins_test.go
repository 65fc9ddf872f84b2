package plugins

import "testing"

func TestNamesOfNoOptions(t *testing.T) {
	if len(Names(nil)) != 0 {
		t.Fatal("names of no options")
	}
}

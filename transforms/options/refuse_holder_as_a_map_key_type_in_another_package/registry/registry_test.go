package registry

import "testing"

func TestAnEmptyRegistryListsNoLogger(t *testing.T) {
	if got := Loggers(Counts{}); len(got) != 0 {
		t.Fatalf("loggers %v", got)
	}
}

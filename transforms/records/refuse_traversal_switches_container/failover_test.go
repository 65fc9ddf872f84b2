package failover

import (
	"fmt"
	"testing"
)

func TestNamesWalksTheFirstList(t *testing.T) {
	standby := &server{}
	standby.add("10.0.0.9")
	s := &server{standby: standby}
	for _, a := range []string{"10.0.0.1", "10.0.0.2", "10.0.0.3"} {
		s.add(a)
	}
	if got := fmt.Sprint(Names(s)); got != "[10.0.0.3 10.0.0.2 10.0.0.1]" {
		t.Fatal(got)
	}
}

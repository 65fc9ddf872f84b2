package conns

import "testing"

func TestReadsAreCountedWithMetrics(t *testing.T) {
	c := Open(1, true)
	if err := c.Read(10); err != nil || c.Reads() != 1 {
		t.Fatalf("err %v, reads %d", err, c.Reads())
	}
}

func TestReadWithoutMetricsFails(t *testing.T) {
	if err := Open(2, false).Read(10); err == nil {
		t.Fatal("a read without metrics must fail")
	}
}

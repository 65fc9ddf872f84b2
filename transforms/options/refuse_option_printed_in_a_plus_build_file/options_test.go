package exporter

import "testing"

func TestNew(t *testing.T) {
	c := New(WithEndpoint("collector:4318"), WithInterval(30))
	if c.endpoint != "collector:4318" || c.interval != 30 {
		t.Fatalf("config = %+v", c)
	}
}

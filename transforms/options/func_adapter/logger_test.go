package logger

import "testing"

func TestNew(t *testing.T) {
	log := New(Named("api"), Fields("a", "b"), Fields("c"))
	if log.name != "api" || len(log.fields) != 3 {
		t.Errorf("New = %+v", log)
	}
}

var sink Option

func BenchmarkConstructNamed(b *testing.B) {
	names := []string{"api", "db"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Named(names[i%2])
	}
}

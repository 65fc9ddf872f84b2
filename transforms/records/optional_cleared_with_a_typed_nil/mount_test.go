package stable

import "testing"

func TestPace(t *testing.T) {
	r := &rider{name: "ana"}
	if r.pace() != 1 {
		t.Fatal("on foot")
	}
	r.saddle("horse", 4)
	if r.pace() != 4 {
		t.Fatal("mounted")
	}
	r.dismount()
	if r.pace() != 1 {
		t.Fatal("dismounted")
	}
}

func BenchmarkSaddle(b *testing.B) {
	b.ReportAllocs()
	r := &rider{name: "ana"}
	for i := 0; i < b.N; i++ {
		r.saddle("horse", i)
		r.dismount()
	}
}

package gaugex

import "testing"

func BenchmarkName(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if Name("load", 1000+i%9) == "" {
			b.Fatal("empty")
		}
	}
}

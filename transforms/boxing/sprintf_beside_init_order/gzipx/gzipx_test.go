package gzipx

import "testing"

func BenchmarkName(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if Name("gzip", 1000+i%9) == "" {
			b.Fatal("empty")
		}
	}
}

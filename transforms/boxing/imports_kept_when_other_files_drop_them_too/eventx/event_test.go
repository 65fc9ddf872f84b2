package eventx

import "testing"

func BenchmarkLogin(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Login("ana", 1000+i%9); err != nil {
			b.Fatal(err)
		}
	}
}

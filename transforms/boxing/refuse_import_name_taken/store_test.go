package store

import "testing"

func TestEmptyKey(t *testing.T) {
	if _, err := Get(true, ""); err == nil || err.Error() != "empty key" {
		t.Fatalf("err = %v", err)
	}
	if _, err := Get(false, "a"); err != errClosed {
		t.Fatalf("err = %v", err)
	}
}

func BenchmarkGet(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := Get(true, ""); err == nil {
			b.Fatal("no error")
		}
	}
}

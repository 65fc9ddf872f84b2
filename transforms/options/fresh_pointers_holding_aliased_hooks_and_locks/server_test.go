package server

import (
	"net/http"
	"reflect"
	"testing"
)

func logging(h http.Handler) http.Handler { return h }

func TestServerKeepsTheOptionsPassed(t *testing.T) {
	opts := []Option{WithPort(8080), WithMiddleware("log", logging), WithRate(2)}
	s := New(opts...)
	if !reflect.DeepEqual(s.opts, opts) {
		t.Fatal("the server's options differ from those passed")
	}
	if s.cfg.port != 8080 || len(s.cfg.wrap) != 1 || s.cfg.rate != 2 {
		t.Fatalf("config %+v", s.cfg)
	}
}

var sink Option

func BenchmarkWithPort(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithPort(i + 1000)
	}
}

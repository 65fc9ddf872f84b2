package middleware

import (
	"strings"
	"testing"
	"time"
)

func TestBuildOrdersByPriority(t *testing.T) {
	c := Build(Named("metrics"), Named("auth"), Timeout(time.Second), Named("log"), Named("tls"))
	if got := strings.Join(c.names, ","); got != "log,tls,auth,metrics" {
		t.Fatalf("names = %s", got)
	}
	if c.timeout != time.Second {
		t.Fatalf("timeout = %v", c.timeout)
	}
}

var sink Option

func BenchmarkConstructTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = Timeout(time.Duration(i) + time.Minute)
	}
}

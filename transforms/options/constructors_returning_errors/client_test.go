package client

import (
	"testing"
	"time"
)

func TestParsedOptions(t *testing.T) {
	endpoint, err := WithEndpoint("https://api.example.com:8443/v1")
	if err != nil {
		t.Fatal(err)
	}
	timeout, err := ParseTimeout("1.5s")
	if err != nil {
		t.Fatal(err)
	}
	retries, ok := ParseRetries("7")
	if !ok {
		t.Fatal("ParseRetries(7) not ok")
	}
	c := New(endpoint, timeout, retries, WithName("billing"))
	if c.endpoint.Host != "api.example.com:8443" || c.timeout != 1500*time.Millisecond || c.retries != 7 || c.name != "billing" {
		t.Fatalf("settings = %+v", c.settings)
	}
}

func TestInvalidInputs(t *testing.T) {
	o, err := WithEndpoint("/relative")
	if err != errNoHost {
		t.Fatalf("WithEndpoint(/relative) error = %v", err)
	}
	if c := New(o); c.endpoint.Host != "localhost" {
		t.Fatalf("endpoint = %v", c.endpoint)
	}
	if _, err := WithEndpoint("http://[::1"); err == nil {
		t.Fatal("WithEndpoint accepted a bad address")
	}
	o, err = ParseTimeout("soon")
	if err == nil {
		t.Fatal("ParseTimeout accepted soon")
	}
	if c := New(o); c.timeout != defaultTimeout {
		t.Fatalf("fallback timeout = %v", c.timeout)
	}
	r, ok := ParseRetries("-1")
	if ok {
		t.Fatal("ParseRetries(-1) ok")
	}
	if c := New(r); c.retries != 0 {
		t.Fatalf("retries = %d", c.retries)
	}
}

func TestForwarded(t *testing.T) {
	o, err := ParseTimeoutFlag("timeout=250ms")
	if err != nil {
		t.Fatal(err)
	}
	if c := New(o); c.timeout != 250*time.Millisecond {
		t.Fatalf("timeout = %v", c.timeout)
	}
	if _, err := ParseTimeoutFlag("timeout"); err == nil {
		t.Fatal("ParseTimeoutFlag accepted an empty value")
	}
}

func TestMustParse(t *testing.T) {
	c := New(MustParse(ParseTimeout("2s")))
	if c.timeout != 2*time.Second {
		t.Fatalf("timeout = %v", c.timeout)
	}
	defer func() {
		if recover() == nil {
			t.Fatal("MustParse did not panic")
		}
	}()
	MustParse(ParseTimeout("never"))
}

var sink Option

func BenchmarkConstructParseTimeout(b *testing.B) {
	texts := []string{"1s", "250ms", "2m", "90s"}
	for i := 0; i < b.N; i++ {
		sink, _ = ParseTimeout(texts[i%len(texts)])
	}
}

func BenchmarkConstructWithTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i) + time.Minute)
	}
}

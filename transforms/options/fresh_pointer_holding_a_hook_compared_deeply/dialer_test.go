package dialer

import (
	"math"
	"reflect"
	"testing"
	"time"
)

func TestWithKeepsTheOptions(t *testing.T) {
	hook := WithHook("log", func(string) {})
	c := NewClient(WithTimeout(time.Second), hook).With(WithTimeout(2 * time.Second))
	want := []Option{WithTimeout(time.Second), hook, WithTimeout(2 * time.Second)}
	if !reflect.DeepEqual(c.opts, want) {
		t.Fatal("options not carried over")
	}
}

func TestOptionsFromAConfigWithoutValuesStayEqual(t *testing.T) {
	jitter, backoff := WithJitter(math.NaN()), WithBackoff(time.Second, math.NaN())
	c := NewClient(jitter, backoff).With(WithTimeout(time.Second))
	want := []Option{jitter, backoff, WithTimeout(time.Second)}
	if !reflect.DeepEqual(c.opts, want) {
		t.Fatal("options not carried over")
	}
	if !math.IsNaN(c.cfg.jitter) || c.cfg.retry.base != time.Second {
		t.Fatalf("config %+v", c.cfg)
	}
}

func TestAFallbackErrorWithARetryRuleStaysEqual(t *testing.T) {
	fallback := WithFallbackError(RetryableError{Msg: "down", Retry: func(n int) bool { return n < 3 }})
	c := NewClient(fallback).With(WithTimeout(time.Second))
	want := []Option{fallback, WithTimeout(time.Second)}
	if !reflect.DeepEqual(c.opts, want) {
		t.Fatal("options not carried over")
	}
}

var sink Option

func BenchmarkConstructTimeout(b *testing.B) {
	for i := 0; i < b.N; i++ {
		sink = WithTimeout(time.Duration(i+1000) * time.Millisecond)
	}
}

package dialer

import (
	"reflect"
	"testing"
	"time"
)

func TestNew(t *testing.T) {
	got := New(WithName("db"), WithDeadline(time.Second), WithRetries(3, time.Millisecond))
	want := timing{deadline: time.Second, name: "db", retries: 3, wait: time.Millisecond}
	if got != want {
		t.Fatalf("New = %+v, want %+v", got, want)
	}
}

func TestDescribe(t *testing.T) {
	got := Describe(WithName("db"), WithDeadline(2*time.Second), WithRetries(3, time.Millisecond))
	want := []string{"name=db", "deadline=2s", "retries=3 wait=1ms"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

var sink Option

func BenchmarkConstructWithName(b *testing.B) {
	names := []string{"db", "cache"}
	for i := 0; i < b.N; i++ {
		sink = WithName(names[i%2])
	}
}

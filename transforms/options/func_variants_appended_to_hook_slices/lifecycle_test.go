package lifecycle

import (
	"context"
	"errors"
	"testing"
)

func TestStartRunsHooksInOrder(t *testing.T) {
	var order []string
	hook := func(name string, err error) func(context.Context) error {
		return func(context.Context) error { order = append(order, name); return err }
	}
	boom := errors.New("boom")
	name, ran, err := Start(context.Background(),
		Named("api"), OnStart(hook("db", nil)), OnStop(hook("never", nil)), OnStart(hook("cache", boom)), OnStart(hook("late", nil)))
	if name != "api" || ran != 1 || !errors.Is(err, boom) {
		t.Fatalf("Start = %q, %d, %v", name, ran, err)
	}
	if len(order) != 2 || order[0] != "db" || order[1] != "cache" {
		t.Fatalf("order = %v", order)
	}
}

var sink Option

func BenchmarkNamed(b *testing.B) {
	names := []string{"api", "worker"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Named(names[i%2])
	}
}

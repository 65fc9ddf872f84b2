package client

import "testing"

func TestClientsShareTheRetryBudget(t *testing.T) {
	shared := WithRetryBudget(3)
	var tries []int
	for i := 0; i < 4; i++ {
		tries = append(tries, New(shared, WithName("api")).tries)
	}
	if tries[0] != 2 || tries[1] != 1 || tries[2] != 0 || tries[3] != 0 {
		t.Fatalf("tries %v, want [2 1 0 0]", tries)
	}
}

var sink Option

func BenchmarkConstructName(b *testing.B) {
	names := []string{"api", "worker", "cron"}
	for i := 0; i < b.N; i++ {
		sink = WithName(names[i%3])
	}
}

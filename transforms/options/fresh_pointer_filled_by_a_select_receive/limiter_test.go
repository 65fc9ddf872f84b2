package limiter

import "testing"

func TestARefilledBudgetCarriesOverBetweenLimiters(t *testing.T) {
	refill := make(chan int, 1)
	budget := WithRefill(5, refill)
	refill <- 10
	var got []int
	for i := 0; i < 3; i++ {
		got = append(got, New(budget, WithName("api")).burst)
	}
	if got[0] != 10 || got[1] != 10 || got[2] != 10 {
		t.Fatalf("bursts %v, want [10 10 10]", got)
	}
}

var sink Option

func BenchmarkConstructName(b *testing.B) {
	names := []string{"api", "worker", "cron"}
	for i := 0; i < b.N; i++ {
		sink = WithName(names[i%3])
	}
}

package dial

import "testing"

func TestDial(t *testing.T) {
	c := Dial(WithAddr("db:5432"), WithUser("app"), WithRetries(3))
	if c.addr != "db:5432" || c.user != "app" || c.retries != 3 {
		t.Errorf("Dial = %+v", c)
	}
}

var (
	names = []string{"a", "b"}
	sink  Option
)

func BenchmarkConstructWithUser(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithUser(names[i%2])
	}
}

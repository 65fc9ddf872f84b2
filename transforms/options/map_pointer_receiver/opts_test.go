package opts

import "testing"

func TestDescribe(t *testing.T) {
	var labels map[string]string
	if got := Describe(InRegion("eu"), WithLabels(&labels)); got != "eu" || labels["region"] != "eu" {
		t.Errorf("Describe = %q, labels = %v", got, labels)
	}
}

var sink Option

func BenchmarkConstructInRegion(b *testing.B) {
	names := []string{"eu", "us"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = InRegion(names[i%2])
	}
}

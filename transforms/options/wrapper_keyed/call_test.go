package call

import (
	"reflect"
	"testing"
)

func TestBuild(t *testing.T) {
	r := Build(WithHeader("a", "1"), WithShard("s"))
	if len(r.headers) != 1 || r.headers[0] != (keyValuePair{"a", "1"}) || r.shard != "s" {
		t.Errorf("Build = %+v", r)
	}
	if !reflect.DeepEqual(WithShard("x"), WithShard("x")) || reflect.DeepEqual(WithShard("x"), WithShard("y")) {
		t.Error("DeepEqual of options changed meaning")
	}
}

var sink CallOption

func BenchmarkConstructWithHeader(b *testing.B) {
	keys := []string{"a", "b"}
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = WithHeader(keys[i%2], keys[(i+1)%2])
	}
}

package opt

import "testing"

func TestDescribe(t *testing.T) {
	var m map[string]string
	for _, c := range []struct {
		o    Option
		want string
	}{
		{Count(3), "count=3"},
		{Name("ada", "lovelace"), "name=ada.lovelace"},
		{Labels(&m), "labels=true"},
	} {
		if got := Describe(c.o); got != c.want {
			t.Errorf("Describe = %q, want %q", got, c.want)
		}
	}
	if !Scalar(Count(1)) || !Scalar(Name("a", "b")) || Scalar(Labels(&m)) {
		t.Error("Scalar is wrong")
	}
}

var (
	firsts = []string{"ada", "alan"}
	sink   Option
)

func BenchmarkConstructName(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Name(firsts[i%2], "x")
	}
}

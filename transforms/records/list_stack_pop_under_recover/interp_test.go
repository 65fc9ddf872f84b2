package interp

import "testing"

func TestBalancedCalls(t *testing.T) {
	n, err := Run([]Op{{"call", "main"}, {"call", "f"}, {"where", ""}, {"ret", ""}, {"ret", ""}})
	if err != nil || n != 5 {
		t.Fatalf("n %d, err %v", n, err)
	}
}

func TestReturnFromTheTopLevelReportsTheRuntimeError(t *testing.T) {
	_, err := Run([]Op{{"call", "main"}, {"ret", ""}, {"ret", ""}})
	want := "op 2: runtime error: invalid memory address or nil pointer dereference"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v, want %s", err, want)
	}
	_, err = Run([]Op{{"where", ""}})
	want = "op 0: runtime error: invalid memory address or nil pointer dereference"
	if err == nil || err.Error() != want {
		t.Fatalf("err = %v, want %s", err, want)
	}
}

var sink *stack

func BenchmarkCallReturn(b *testing.B) {
	b.ReportAllocs()
	s := &stack{}
	for i := 0; i < b.N; i++ {
		s.push("f", i+1000)
		s.push("g", i)
		s.pop()
		s.pop()
	}
	sink = s
}

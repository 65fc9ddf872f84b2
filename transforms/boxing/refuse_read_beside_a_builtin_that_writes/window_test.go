package window

import "testing"

func TestExactBytes(t *testing.T) {
	w := &Window{name: "cpu", samples: []int{1, 2, 3}}
	if got, want := w.Shift([]int{7, 8}), "cpu: evicted 7, took 2"; got != want {
		t.Errorf("Shift = %q, want %q", got, want)
	}
	b, err := w.Reset(9)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"now":1,"was":7}`; got != want {
		t.Errorf("Reset = %s, want %s", got, want)
	}
}

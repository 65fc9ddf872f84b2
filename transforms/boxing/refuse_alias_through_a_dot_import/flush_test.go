package metrics

import "testing"

func TestExactBytes(t *testing.T) {
	got, err := Flush(-3, 0.5)
	if string(got) != `{"ms":0.5,"points":-3}` || err != nil {
		t.Errorf("Flush = %s %v", got, err)
	}
}

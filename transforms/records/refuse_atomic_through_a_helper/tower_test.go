package defence

import "testing"

func TestVolleyCountsEveryShot(t *testing.T) {
	tw := &tower{shield: &shield{hp: 10}, level: 2}
	tw.volley(50)
	if tw.shots != 50 {
		t.Fatalf("shots = %d, want 50", tw.shots)
	}
	if rest := tw.absorb(15); rest != 5 || tw.shield != nil {
		t.Fatalf("absorb left %d", rest)
	}
}

package check

import "testing"

func TestValidate(t *testing.T) {
	if got := Validate(5, Min(1), Max(3)); got != "above maximum" {
		t.Errorf("Validate = %q", got)
	}
	if got := Validate(2, Min(1), Max(3)); got != "" {
		t.Errorf("Validate = %q", got)
	}
}

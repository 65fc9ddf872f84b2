package addr

import "testing"

func TestDescribe(t *testing.T) {
	if got := (listener{host: "db", port: 5432}).Describe(); got != "db5432" {
		t.Fatalf("Describe = %q", got)
	}
}

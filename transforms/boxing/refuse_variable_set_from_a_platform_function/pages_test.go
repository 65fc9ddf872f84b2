package pages

import "testing"

func TestKeys(t *testing.T) {
	if got := Key("db1"); got != "db1/page=4096" {
		t.Errorf("Key = %q", got)
	}
}

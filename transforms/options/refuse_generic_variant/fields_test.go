package fields

import "testing"

func TestBuild(t *testing.T) {
	e := Build(Named("req"), Value("status", 200), Value("ok", true))
	if e.name != "req" || e.fields["status"] != "200" || e.fields["ok"] != "true" {
		t.Errorf("entry = %+v", e)
	}
}

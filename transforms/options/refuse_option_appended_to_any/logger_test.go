package zlog

import "testing"

func TestDescribe(t *testing.T) {
	got := Describe(Named("api"), Level(2), Field("region", "eu"))
	if want := "api 2 {region eu}"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if l := New(Named("api"), Level(2)); l.cfg.name != "api" || l.cfg.level != 2 {
		t.Errorf("config = %+v", l.cfg)
	}
}

package audit

import "testing"

func TestEvents(t *testing.T) {
	b, err := Event("u-1", "<delete>", 403)
	if err != nil || string(b) != `{"action":"\u003cdelete\u003e","status":403,"user":"u-1"}` {
		t.Errorf("Event = %s, %v", b, err)
	}
	b, err = Denied("u-2", -1)
	if err != nil || string(b) != `{"code":-1,"user":"u-2"}` {
		t.Errorf("Denied = %s, %v", b, err)
	}
}

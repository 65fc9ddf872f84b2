package dial

import (
	"testing"
	"time"
)

func TestTheOptionOfAFailedParseCannotBeApplied(t *testing.T) {
	o, err := ParseTimeout("soon")
	if err == nil {
		t.Fatal("soon parsed")
	}
	panicked := func() (p bool) {
		defer func() { p = recover() != nil }()
		var c config
		o.apply(&c)
		return false
	}()
	if !panicked {
		t.Fatal("the option of a failed parse applied")
	}
	good, err := ParseTimeout("250ms")
	var c config
	good.apply(&c)
	WithRetries(2).apply(&c)
	if err != nil || c.timeout != 250*time.Millisecond || c.retries != 2 {
		t.Fatalf("config %+v, err %v", c, err)
	}
}

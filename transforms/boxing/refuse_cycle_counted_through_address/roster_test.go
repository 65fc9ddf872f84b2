package roster

import (
	"fmt"
	"testing"
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func cyclic() *Team {
	t := &Team{Name: "owls"}
	t.Captain = &Player{Name: "kim", Team: t}
	return t
}

func TestCycleErrors(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(EncodeTeam(cyclic(), 3)), `"" error "json: unsupported value: encountered a cycle via *roster.Team"`},
		{result(EncodeEntry("team", cyclic())), `"" error "json: unsupported value: encountered a cycle via *roster.Team"`},
		{result(EncodeTeam(&Team{Name: "<owls>"}, -1)), `"{\"season\":-1,\"team\":{\"Name\":\"\\u003cowls\\u003e\",\"Captain\":null}}"`},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d:\n got %s\nwant %s", i, c.got, c.want)
		}
	}
}

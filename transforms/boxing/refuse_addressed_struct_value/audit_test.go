package audit

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "bob", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{result(Login("bob", "hunter2", true)), `"{\"creds\":{\"User\":\"bob\",\"Password\":\"hunter2\"},\"ok\":true}"`},
		{result(Session("bob", "t-1")), `"{\"token\":\"t-1\",\"user\":\"bob\"}"`},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d:\n got %s\nwant %s", i, c.got, c.want)
		}
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for i, s := range edgeStrings {
		fmt.Fprintf(&out, "Login(%q) = %s\n", s, result(Login(s, Secret(s), i%2 == 0)))
		fmt.Fprintf(&out, "Session(%q) = %s\n", s, result(Session(s, Token(s))))
	}
	fmt.Fprintf(&out, "%v\n", math.MaxInt64)
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink []byte

func BenchmarkLogin(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = Login("bob", "hunter2", true)
	}
}

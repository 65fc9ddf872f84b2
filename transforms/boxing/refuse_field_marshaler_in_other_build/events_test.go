package authlog

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"example.com/authlog/secrets"
)

var edgeStrings = []string{"", "ann", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	got := result(LoginEvent(Login{User: "ann", Token: "t0k"}, true))
	want := `"{\"login\":{\"User\":\"ann\",\"Token\":\"t0k\"},\"ok\":true}"`
	if got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
	got = result(CardEvent(Card{Last4: "4242", PIN: [1]Pin{"1234"}}))
	want = `"{\"card\":{\"Last4\":\"4242\",\"PIN\":[\"1234\"]}}"`
	if got != want {
		t.Fatalf("got %s, want %s", got, want)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, u := range edgeStrings {
		for _, tok := range edgeStrings {
			fmt.Fprintf(&out, "LoginEvent(%q, %q) = %s\n", u, tok,
				result(LoginEvent(Login{User: u, Token: secrets.Token(tok)}, u != "")))
			fmt.Fprintf(&out, "CardEvent(%q, %q) = %s\n", u, tok,
				result(CardEvent(Card{Last4: u, PIN: [1]Pin{Pin(tok)}})))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var sink []byte

func BenchmarkLoginEvent(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = LoginEvent(Login{User: "ann", Token: "t0k"}, true)
	}
}

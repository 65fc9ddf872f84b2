package audit

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

var edgeStrings = []string{"", "ann", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func TestExactBytes(t *testing.T) {
	got := result(LoginEvent("ann", "hunter2", true))
	want := `"{\"ok\":true,\"password\":\"hunter2\",\"user\":\"ann\"}"`
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
		for _, pw := range edgeStrings {
			fmt.Fprintf(&out, "LoginEvent(%q, %q, %t) = %s\n", u, pw, u != "",
				result(LoginEvent(u, Password(pw), u != "")))
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
		sink, _ = LoginEvent("ann", "hunter2", true)
	}
}

package accounts

import (
	"errors"
	"fmt"
	"math"
	"os"
	"reflect"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "acme", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

// describe gives an error's text and dynamic type, or "<nil>".
func describe(err error) string {
	if err == nil {
		return "<nil>"
	}
	return fmt.Sprintf("%q %s", err.Error(), reflect.TypeOf(err))
}

func TestExactBytes(t *testing.T) {
	cases := []struct {
		err  error
		want string
	}{
		{CheckBackend(false), `"connection refused: 100% of retries used" *errors.errorString`},
		{CheckBackend(true), "<nil>"},
		{CheckBackfill(0), `"backfill 100% done" *errors.errorString`},
		{CheckBackfill(-1), "<nil>"},
		{UserNotFound(42, "acme"), `"user 42 not found in tenant acme" *errors.errorString`},
		{UserNotFound(math.MinInt64, ""), `"user -9223372036854775808 not found in tenant " *errors.errorString`},
		{UserNotFound(math.MaxInt64, "\xff\xfe"), `"user 9223372036854775807 not found in tenant \xff\xfe" *errors.errorString`},
		{UserNotFound(256, `<a href="x">&</a>`), `"user 256 not found in tenant <a href=\"x\">&</a>" *errors.errorString`},
		{UserNotFound(-1, "\u2028"), `"user -1 not found in tenant \u2028" *errors.errorString`},
	}
	for i, c := range cases {
		if got := describe(c.err); got != c.want {
			t.Errorf("case %d: got %s, want %s", i, got, c.want)
		}
	}
}

func TestIdentity(t *testing.T) {
	first, second := CheckBackend(false), CheckBackend(false)
	if !errors.Is(first, first) || errors.Is(first, second) || errors.Unwrap(first) != nil {
		t.Error("each call must return its own unwrappable-to-nothing error")
	}
	if err := UserNotFound(7, "acme"); errors.Unwrap(err) != nil || errors.Is(err, UserNotFound(7, "acme")) {
		t.Errorf("UserNotFound wraps or equals another call: %v", err)
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	line := func(call string, err error) { fmt.Fprintf(&out, "%s = %s\n", call, describe(err)) }
	line("CheckBackend(false)", CheckBackend(false))
	line("CheckBackend(true)", CheckBackend(true))
	for _, n := range edgeInts {
		line(fmt.Sprintf("CheckBackfill(%d)", n), CheckBackfill(n))
		for _, s := range edgeStrings {
			line(fmt.Sprintf("UserNotFound(%d, %q)", n, s), UserNotFound(n, s))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchListening = false
	benchRemaining = int64(0)
	benchUser      = int64(918273645)
	benchTenant    = "acme"
	sink           error
)

// BenchmarkFormatBackendErrors covers both constant messages, each with a "%%".
func BenchmarkFormatBackendErrors(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = CheckBackend(benchListening)
		sink = CheckBackfill(benchRemaining)
	}
}

func BenchmarkFormatUserNotFound(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = UserNotFound(benchUser, benchTenant)
	}
}

package cache

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "avatar", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int64{math.MinInt64, math.MaxInt64, 0, -1, 255, 256}
)

func TestExactBytes(t *testing.T) {
	cases := []struct{ got, want string }{
		{UserKey(42, "avatar"), "user:42:avatar"},
		{UserKey(math.MinInt64, ""), "user:-9223372036854775808:"},
		{Miss(-1, "\xff\xfe"), "miss user:-1:\xff\xfe"},
		{SessionKey("s-1", 1024), "cache:v2:session:s-1:1024"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d:\n got %q\nwant %q", i, c.got, c.want)
		}
	}
}

func TestOutputs(t *testing.T) {
	path := os.Getenv("UNBOX_OUTPUTS")
	if path == "" {
		return
	}
	var out strings.Builder
	for _, s := range edgeStrings {
		for _, n := range edgeInts {
			fmt.Fprintf(&out, "UserKey(%d, %q) = %q\n", n, s, UserKey(n, s))
			fmt.Fprintf(&out, "Miss(%d, %q) = %q\n", n, s, Miss(n, s))
			fmt.Fprintf(&out, "SessionKey(%q, %d) = %q\n", s, n, SessionKey(s, int(n)))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchID    = int64(1 << 20)
	benchField = "avatar"
	sink       string
)

func BenchmarkUserKey(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = UserKey(benchID, benchField)
	}
}

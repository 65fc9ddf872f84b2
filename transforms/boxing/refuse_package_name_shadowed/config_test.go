package config

import (
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
)

var (
	edgeStrings = []string{"", "api", "\xff\xfe", `<a href="x">&</a>`, "\u2028"}
	edgeInts    = []int{math.MinInt, math.MaxInt, 0, -1, 1, 8080, 65536}
)

func TestExactBytes(t *testing.T) {
	cases := []struct {
		cfg  Config
		want string
	}{
		{Config{Name: "api", Port: 8080, Workers: 4}, "<nil>"},
		{Config{Name: "api", Port: 0, Workers: 4}, "config api: 1 problems: port out of range"},
		{Config{Port: -1}, "config : 3 problems: name is empty; port out of range; workers below one"},
	}
	for i, c := range cases {
		if got := fmt.Sprint(Validate(c.cfg)); got != c.want {
			t.Errorf("case %d: got %q, want %q", i, got, c.want)
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
			cfg := Config{Name: s, Port: n, Workers: n}
			fmt.Fprintf(&out, "Validate(%q, %d) = %v\n", s, n, Validate(cfg))
		}
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchConfig = Config{Name: "api", Port: 70000, Workers: 0}
	sink        error
)

func BenchmarkValidate(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = Validate(benchConfig)
	}
}

package catalog

import (
	"fmt"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
)

func result(b []byte, err error) string {
	if err != nil {
		return fmt.Sprintf("%q error %q", b, err.Error())
	}
	return fmt.Sprintf("%q", b)
}

func tree(depth int) *Category {
	root := &Category{Name: "root"}
	at := root
	for i := 0; i < depth; i++ {
		c := &Category{Name: fmt.Sprint("c", i)}
		Adopt(at, c)
		at = c
	}
	return root
}

func pair() *Owner {
	o := &Owner{Name: "ann"}
	o.Shop = &Shop{Name: "<corner>", Owner: o}
	return o
}

func TestExactBytes(t *testing.T) {
	leaf := &Category{Name: "x"}
	rec := httptest.NewRecorder()
	err := WriteCategory(rec, "<r>", tree(1))
	cases := []struct{ got, want string }{
		{result(EncodeAny("leaf", leaf)), `"{\"kind\":\"leaf\",\"value\":{\"Name\":\"x\",\"Children\":null}}"`},
		{result(EncodeOwner(&Owner{Name: "bob"}, -1)), `"{\"owner\":{\"Name\":\"bob\",\"Shop\":null},\"version\":-1}"`},
		{result(EncodeOwner(pair(), 2)), `"" error "json: unsupported value: encountered a cycle via *catalog.Shop"`},
		{result(EncodeAny("tree", tree(1))), `"" error "json: unsupported value: encountered a cycle via *catalog.Category"`},
		{fmt.Sprintf("%t %d %s", err != nil, rec.Code, strings.TrimSpace(rec.Body.String())),
			"true 500 json: unsupported value: encountered a cycle via *catalog.Category"},
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
	for _, s := range []string{"", "shoes", "\xff\xfe", `<a href="x">&</a>`, "\u2028"} {
		for depth := 0; depth < 4; depth++ {
			fmt.Fprintf(&out, "EncodeAny(%q, tree(%d)) = %s\n", s, depth, result(EncodeAny(s, tree(depth))))
			rec := httptest.NewRecorder()
			err := WriteCategory(rec, s, tree(depth))
			fmt.Fprintf(&out, "WriteCategory(%q, tree(%d)) = %v %d %q\n", s, depth, err, rec.Code, rec.Body.String())
		}
		for _, v := range []int{-1, 0, 1 << 40} {
			fmt.Fprintf(&out, "EncodeOwner(pair, %d) = %s\n", v, result(EncodeOwner(pair(), v)))
			fmt.Fprintf(&out, "EncodeOwner(%q, %d) = %s\n", s, v, result(EncodeOwner(&Owner{Name: s, Shop: &Shop{Name: s}}, v)))
		}
		fmt.Fprintf(&out, "EncodeAny(%q, pair) = %s\n", s, result(EncodeAny(s, pair())))
		fmt.Fprintf(&out, "EncodeAny(%q, nil) = %s\n", s, result(EncodeAny(s, nil)))
	}
	if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var (
	benchOwner = &Owner{Name: "ann", Shop: &Shop{Name: "corner"}}
	benchLeaf  = &Category{Name: "shoes"}
	sink       []byte
)

func BenchmarkEncodeOwner(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = EncodeOwner(benchOwner, i+1000)
	}
}

func BenchmarkEncodeAny(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink, _ = EncodeAny("category", benchLeaf)
	}
}

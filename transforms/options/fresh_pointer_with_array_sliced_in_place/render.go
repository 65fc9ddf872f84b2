// Case: a variant built fresh as `&T{…}` whose method keeps state in an array field and
// writes it through a slice of it (`copy(t.prev[:], t.tag)`, `strconv.AppendInt(
// t.scratch[:0], …)`): slicing an array takes its address. Rewritten, with that variant
// kept a pointer: held by value, each apply would write a copy, and the tag remembered
// from the last render would be lost. The slice field (`t.parts[:1]`) only reads a
// header a copy shares, which alone would not keep it a pointer.
package render

import "strconv"

type page struct {
	last  string
	size  int
	label string
}

// Option configures a page render.
type Option interface {
	apply(*page)
}

type tagOption struct {
	tag     string
	parts   []string
	prev    [8]byte
	scratch [20]byte
}

func (t *tagOption) apply(p *page) {
	p.last = string(t.prev[:len(t.tag)])
	copy(t.prev[:], t.tag)
	p.label = string(strconv.AppendInt(t.scratch[:0], int64(len(t.tag)), 10)) + t.parts[:1][0]
}

type sizeOption int

func (s sizeOption) apply(p *page) { p.size = int(s) }

// Tag remembers a tag across renders (at most 8 bytes).
func Tag(tag string) Option { return &tagOption{tag: tag, parts: []string{"#"}} }

// Size sets the page size.
func Size(n int) Option { return sizeOption(n) }

// Render applies the options to a fresh page.
func Render(opts ...Option) page {
	var p page
	for _, o := range opts {
		o.apply(&p)
	}
	return p
}

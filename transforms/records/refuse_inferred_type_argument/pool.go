// Case: refused (type_argument). A connection pool makes its slots with a generic helper
// whose type argument is inferred from a typed nil (`fresh(proto)`), nothing spelling the
// slot type in brackets. The census sees the slot pointer handed to a type parameter: the
// generic code may make a slot the rewrite cannot mark absent, or copy one unseen.
package pool

type conn struct {
	addr string
}

type slot struct {
	conn *conn
	uses int
}

// fresh returns a new zero value of the type its argument points to.
func fresh[T any](_ *T) *T { return new(T) }

type pool struct {
	slots []*slot
}

func (p *pool) grow() *slot {
	var proto *slot
	s := fresh(proto)
	p.slots = append(p.slots, s)
	return s
}

func (p *pool) idle() int {
	n := 0
	for _, s := range p.slots {
		if s.conn == nil {
			n++
		}
	}
	return n
}

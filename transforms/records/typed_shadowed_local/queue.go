// Case: a local container `b` is never copied; a nested block declares another `b` of a
// different type (`b := q[len(q)-1]`) and passes it on. With Go's type facts that inner `b`
// is a different variable, so the container is not "used by value" and its optional
// record is inlined. Rewritten.
package queue

type board struct {
	leader *entry
}

type entry struct {
	name  string
	score int
}

type score struct {
	name  string
	value int
}

func best(q []score) string {
	var b board
	for i := range q {
		if b.leader == nil || q[i].value > b.leader.score {
			b.leader = &entry{name: q[i].name, score: q[i].value}
		}
	}
	if len(q) > 0 {
		b := q[len(q)-1]
		report(b)
	}
	if b.leader == nil {
		return ""
	}
	return b.leader.name
}

var last score

func report(s score) { last = s }

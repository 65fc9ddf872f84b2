// Case: refused (unrecognised_use). The traversal's extra condition calls budget.allow(),
// which counts its calls: the index loop would also check it before removed entries, so
// it would be called a different number of times.
package queue

type limiter struct{ calls, max int }

func (l *limiter) allow() bool {
	l.calls++
	return l.calls <= l.max
}

type queue struct {
	jobs *job
}

type job struct {
	id   int
	next *job
}

func (q *queue) push(id int) {
	q.jobs = &job{id: id, next: q.jobs}
}

func (q *queue) run(budget *limiter) int {
	done := 0
	for j := q.jobs; j != nil && budget.allow(); j = j.next {
		done++
	}
	return done
}

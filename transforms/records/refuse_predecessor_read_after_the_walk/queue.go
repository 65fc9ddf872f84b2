// Case: refused (unrecognised_use). An unlink inside a walk keeps its predecessor in
// `prev`, and the function reads prev again after the loop (the job before the one
// removed, to resume from). The slice the list becomes has no predecessor to keep, so
// the refusal names that read, not the declaration, which is as the rewrite needs it.
package jobs

type job struct {
	name string
	done bool
	next *job
}

type queue struct {
	head *job
}

func (q *queue) add(name string) { q.head = &job{name: name, next: q.head} }

// removeDone drops the first finished job and says which job came before it.
func (q *queue) removeDone() string {
	var prev *job
	for j := q.head; j != nil; j = j.next {
		if j.done {
			if prev == nil {
				q.head = j.next
			} else {
				prev.next = j.next
			}
			break
		}
		prev = j
	}
	if prev == nil {
		return ""
	}
	return prev.name
}

// finish marks the job named done.
func (q *queue) finish(name string) {
	for j := q.head; j != nil; j = j.next {
		if j.name == name {
			j.done = true
		}
	}
}

// names lists the jobs, first to last.
func (q *queue) names() []string {
	var out []string
	for j := q.head; j != nil; j = j.next {
		out = append(out, j.name)
	}
	return out
}

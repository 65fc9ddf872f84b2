// Case: the family and its variants declared in one grouped type declaration; the new
// struct is indented for the group. Rewritten.
package queue

type (
	queue struct{ depth, workers int }

	// Option configures a queue.
	Option interface {
		apply(*queue)
	}

	depthOption   int
	workersOption int
)

func (d depthOption) apply(q *queue)   { q.depth = int(d) }
func (w workersOption) apply(q *queue) { q.workers = int(w) }

// Depth sets the queue depth.
func Depth(n int) Option { return depthOption(n) }

// Workers sets the number of workers.
func Workers(n int) Option { return workersOption(n) }

// New applies the options.
func New(opts ...Option) (int, int) {
	var q queue
	for _, o := range opts {
		o.apply(&q)
	}
	return q.depth, q.workers
}

// Case: refused (deferred_use). A worker hands its current job to a goroutine with
// `go w.job.run(done)` and forgets it at once. The go statement took &w.job when it ran:
// stored inline, that is the worker's slot, which forgetting the job zeroes, so the
// goroutine would run a zero job.
package jobs

type worker struct {
	job *job
}

type job struct {
	name string
}

func (j *job) run(done chan<- string) { done <- j.name }

func (w *worker) assign(name string) { w.job = &job{name: name} }

// start runs the current job in the background and frees the worker.
func (w *worker) start(done chan<- string) {
	if w.job == nil {
		return
	}
	go w.job.run(done)
	w.job = nil
}

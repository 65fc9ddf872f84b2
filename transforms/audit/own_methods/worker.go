// Case: methods of the package's own types that take interfaces: a debugf wrapper around
// a logger (telegraf's Logger.Debugf shape) and a sink's emit(any). With type facts the
// receiver's type is spelled with the package path, and the methods are still found.
package worker

import "log"

type logger struct{ verbose bool }

func (l logger) debugf(format string, args ...any) {
	if l.verbose {
		log.Printf(format, args...)
	}
}

type sink struct{ last any }

func (s *sink) emit(v any) { s.last = v }

func run(l logger, s *sink, jobs []int64) {
	for _, id := range jobs {
		l.debugf("job %d", id) // want: variadic argument
		s.emit(id)             // want: argument
	}
}

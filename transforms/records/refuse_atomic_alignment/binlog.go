// Case: refused (atomic_alignment). The record's uint64 is updated with
// atomic.AddUint64, which on 32-bit platforms needs it 8-byte aligned; an allocated struct's
// first word is, but a record stored inline in its container (behind a flag) sits wherever
// the container's layout puts it, and the add panics with "unaligned 64-bit atomic
// operation" under GOARCH=386 (grpc-go's binarylog shape).
package binlog

import "sync/atomic"

type logger struct {
	name  string
	idGen *callIDGenerator
}

type callIDGenerator struct {
	id uint64
}

func (g *callIDGenerator) next() uint64 { return atomic.AddUint64(&g.id, 1) }

func newLogger(name string) *logger {
	return &logger{name: name, idGen: &callIDGenerator{}}
}

func (l *logger) newCall() uint64 {
	if l.idGen == nil {
		return 0
	}
	return l.idGen.next()
}

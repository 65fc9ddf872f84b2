// Case: callees the audit knows only from Go's type checker: another package's function
// (context.WithValue's key and value are any), a function value held in a field, and a
// closure. Without type facts their parameters are unknown. Each is a conversion to an
// interface; whether it reaches the heap is --escape's verdict (the compiler keeps the
// closure's and binary.Write's on the stack).
package request

import (
	"context"
	"encoding/binary"
	"io"
)

type ctxKey int

const userKey ctxKey = 0

type header struct {
	Version uint16
	Length  uint32
}

type server struct {
	observe func(v any)
}

func (s *server) handle(ctx context.Context, w io.Writer, user int64, h header) (context.Context, error) {
	ctx = context.WithValue(ctx, userKey, user) // want: argument
	s.observe(h)                                // want: argument
	trace := func(fields ...any) {}
	trace(user)                                      // want: variadic argument
	return ctx, binary.Write(w, binary.BigEndian, h) // want: argument
}

// Case: fixes that fit the site. A logging call already inside `if debug` is not told to
// be guarded; an `Errorf` that wraps an error with `%w` is not told to become a sentinel,
// which would drop the wrapped error.
package ingest

import (
	"fmt"
	"log"
	"strconv"
)

type Ingester struct {
	debug  bool
	logger *log.Logger
}

func (in *Ingester) Ingest(ids []string) ([]int64, error) {
	out := make([]int64, 0, len(ids))
	for i, raw := range ids {
		id, err := strconv.ParseInt(raw, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("record %d: %w", i, err) // want: variadic argument
		}
		if id < 0 {
			return nil, fmt.Errorf("record %d: negative id", i) // want: variadic argument
		}
		if in.debug {
			in.logger.Printf("record %d: id %d", i, id) // want: variadic argument, variadic argument
		}
		in.logger.Printf("ingested %d", id) // want: variadic argument
		out = append(out, id)
	}
	return out, nil
}

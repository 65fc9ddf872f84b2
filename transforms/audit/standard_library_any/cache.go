// Case: standard-library calls whose parameters are `any` without being variadic: what
// json.Marshal, sort.Slice, a sync.Pool, an atomic.Value and a sync.Map are handed is
// boxed, as are the arguments of fmt.Append and log.Panicln. Pointers and maps handed to
// them are not.
package cache

import (
	"encoding/json"
	"fmt"
	"log"
	"sort"
	"sync"
	"sync/atomic"
)

type event struct {
	Name  string
	Count int
}

type buffer [64]byte

var (
	pool    sync.Pool
	latest  atomic.Value
	byShard sync.Map
)

func encode(ev event) ([]byte, error) {
	return json.Marshal(ev) // want: argument
}

func encodePointer(ev *event) ([]byte, error) {
	return json.Marshal(ev)
}

func order(counts []int) {
	sort.Slice(counts, func(i, j int) bool { return counts[i] < counts[j] }) // want: argument
}

func recycle(b buffer) {
	pool.Put(b) // want: argument
}

func publish(ev event, shard int) {
	latest.Store(ev)         // want: argument
	byShard.Store(shard, ev) // want: argument, argument
}

func line(dst []byte, n int) []byte {
	return fmt.Append(dst, n) // want: variadic argument
}

func fail(code int) {
	log.Panicln("bad code", code) // want: variadic argument
}

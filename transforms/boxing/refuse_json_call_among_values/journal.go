// Case: refused (a call among map values that read variables). nextSeq advances the sequence
// and moves the current shard. gc fills a map literal entry by entry, so shard is read before
// the call ("shard-0"), but runs a struct literal's calls first ("shard-2"): Go leaves that
// order open, and the struct would print other bytes.
package journal

import (
	"encoding/json"
	"strconv"
)

var (
	seq   int64 = 1000
	shard       = "shard-0"
)

// nextSeq hands out the next sequence number and the shard that will hold it.
func nextSeq() int64 {
	seq++
	shard = "shard-" + strconv.FormatInt(seq%3, 10)
	return seq
}

// Append encodes the next journal record for an operation.
func Append(op string) ([]byte, error) {
	return json.Marshal(map[string]any{"shard": shard, "op": op, "seq": nextSeq()})
}

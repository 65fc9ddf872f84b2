// Case: refused (type parameter). Label is generic over integer-like shard IDs; what %v
// prints is decided by each caller's type argument: Region has a String method, so
// Label("eu", West) is "eu/west", where strconv would give "eu/2". The type checker sees
// only the type parameter at the call, so no strconv form is provably the same.
package labels

import (
	"fmt"
	"strconv"
)

// ID is any integer identifier a shard can be keyed by.
type ID interface {
	~int | ~int64 | ~uint32
}

// Label is the metric label for one shard.
func Label[T ID](prefix string, id T) string {
	return fmt.Sprintf("%s/%v", prefix, id)
}

// Region is a data-centre region.
type Region int

// The regions, in rollout order.
const (
	East Region = iota + 1
	West
)

// String names the region as dashboards show it.
func (r Region) String() string {
	switch r {
	case East:
		return "east"
	case West:
		return "west"
	}
	return "region-" + strconv.Itoa(int(r))
}

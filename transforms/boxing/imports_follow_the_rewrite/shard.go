package dial

import "errors" // sentinel errors callers match with errors.Is

import "fmt"

var errNoShard = errors.New("dial: no shard")

// ShardName names one shard of a pool, or fails for a negative index.
func ShardName(pool string, shard int64) (string, error) {
	if shard < 0 {
		return "", errNoShard
	}
	return fmt.Sprintf("%s-%d", pool, shard), nil
}

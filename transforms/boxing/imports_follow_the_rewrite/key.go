package dial

import f "fmt" // builds the pool's cache keys

// PoolKey names a connection pool by its target and shard.
func PoolKey(target string, shard int) string {
	return f.Sprintf("%s#%d", target, shard)
}

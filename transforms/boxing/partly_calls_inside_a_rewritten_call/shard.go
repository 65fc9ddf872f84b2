// Case: Rewritten, the outer calls; refused, the fmt calls inside them. ShardKey builds a
// metric key from a shard's name, itself built with fmt.Sprintf; Unavailable wraps an
// address built with fmt.Sprint in an Errorf. The outer call's rewrite copies the inner
// one as written, so the inner call is refused as inside_rewrite, saying a second run
// decides on it in its new place (it was left out of the plan before, and only a second
// run found it).
package shard

import "fmt"

// ShardKey names a shard's series: "orders-3/eu".
func ShardKey(table string, shard int, region string) string {
	return fmt.Sprintf("%s/%s", fmt.Sprintf("%s-%d", table, shard), region)
}

// Unavailable reports a shard whose replicas all failed.
func Unavailable(host string, port, replicas int) error {
	return fmt.Errorf("shard at %s unavailable after %d replicas", fmt.Sprint(host, ":", port), replicas)
}

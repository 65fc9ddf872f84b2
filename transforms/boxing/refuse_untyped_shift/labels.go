// Case: refused (untyped_shift). A shard's bit mask printed with %x, and a flag built
// from a rune shifted by a variable: Go gives the constant `1` (or `'a'`) the type of the
// shift's context, int (or rune) as fmt's argument, but int64 inside the
// strconv.FormatInt(int64(…), 16) a rewrite would write, so the shift would wrap at
// another width and print other digits. `min` hands its context on to the shift the
// same way, unlike a conversion.
package labels

import "fmt"

// ShardMask labels a shard with the bit its keys hash to.
func ShardMask(shard string, bit uint) string {
	return fmt.Sprintf("shard=%s mask=%x", shard, 1<<bit)
}

// FlagLabel labels a feature flag by a rune-derived bit.
func FlagLabel(flag string, bit uint) string {
	return fmt.Sprintf("flag=%s bit=%d", flag, 'a'<<bit)
}

// BatchLimit labels a batch with its size, capped: min's untyped `1` still takes the
// type of fmt's argument, int.
func BatchLimit(queue string, bit uint) string {
	return fmt.Sprintf("queue=%s limit=%x", queue, min(1<<bit, 1<<20))
}

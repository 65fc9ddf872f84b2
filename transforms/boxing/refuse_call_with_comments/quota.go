// Case: refused (call_comments). fmt.Sprintf and fmt.Errorf whose plain-verb format
// literal follows a comment inside the call, on the same line or on the line before: the
// concatenation replacing the call would drop the comment, so both stay as written.
package quota

import "fmt"

// ShardKey names the cache shard holding a tenant's counters.
func ShardKey(region string, shard int) string {
	return fmt.Sprintf( /* region first, so keys sort by region */ "%s-%d", region, shard)
}

// Exceeded is the error a request gets once its tenant used its quota.
func Exceeded(used int64, tenant string) error {
	return fmt.Errorf(
		// The tenant goes last: dashboards group by the text before it.
		"quota %d exceeded for %s", used, tenant)
}

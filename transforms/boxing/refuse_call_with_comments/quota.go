// Case: refused (call_comments). fmt.Sprintf and fmt.Errorf whose plain-verb format
// literal follows a comment inside the call, on the same line or on the line before, and
// one whose format, joined with +, holds a comment between its literals: the
// concatenation replacing the call would drop the comment, so all three stay as written.
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

// Throttled is the error for a request slowed down by the rate limiter.
func Throttled(tenant string, waitMillis int64) error {
	return fmt.Errorf("tenant %s throttled: "+
		// The wait is a hint; clients may retry sooner.
		"retry in %d ms", tenant, waitMillis)
}

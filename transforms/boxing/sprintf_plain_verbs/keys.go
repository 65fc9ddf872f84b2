// Case: fmt.Sprintf with only plain verbs (%s %d %t %v %x, and %%) over strings, an int port,
// an int64 row id, a uint32 hash, a bool and a method-less named string type, the way cache
// keys and metric labels are built. Rewritten.
package cachekey

import "fmt"

// Region is a deployment region such as "eu-west-1". It has no methods.
type Region string

// Endpoint is the dial address of a backend.
func Endpoint(host string, port int) string {
	return fmt.Sprintf("%s:%d", host, port)
}

// ObjectKey names a tenant's object in the blob cache.
func ObjectKey(tenant, name string) string {
	return fmt.Sprintf("%s/%s", tenant, name)
}

// RowKey is the cache key of a database row.
func RowKey(id int64) string {
	return fmt.Sprintf("%d", id)
}

// ShardName names the shard that owns a key hash.
func ShardName(hash uint32) string {
	return fmt.Sprintf("%x", hash)
}

// SpanKey joins a trace id and a signed span id written in hex.
func SpanKey(trace string, span int64) string {
	return fmt.Sprintf("%s-%x", trace, span)
}

// HitLabel labels a cache lookup metric.
func HitLabel(metric string, hit bool) string {
	return fmt.Sprintf("%s{hit=%t}", metric, hit)
}

// AttemptLabel tags a retried request with its user and attempt number.
func AttemptLabel(user string, attempt int) string {
	return fmt.Sprintf("%v#%v", user, attempt)
}

// UsageLabel reports a tenant's quota use in percent.
func UsageLabel(tenant string, percent int) string {
	return fmt.Sprintf("%s:%d%%", tenant, percent)
}

// BucketKey places an object in a regional bucket.
func BucketKey(region Region, bucket string, shard int) string {
	return fmt.Sprintf("%s/%s/%d", region, bucket, shard)
}

// Case: refused (format_not_literal). A cache key built with a plain-verb format held in a
// named constant, shared by every call that builds such a key: the rewrite would copy the
// constant's text into the call, which would then stop following the constant. The same
// for a format joining a named constant prefix to a literal. A logging
// wrapper's fmt.Sprintf(format, args...) has a format known only at run time: not a
// candidate, not listed.
package cache

import "fmt"

// keyFormat is the layout of every user-field key; readers parse it back.
const keyFormat = "user:%d:%s"

// UserKey is the cache key of one field of a user's profile.
func UserKey(id int64, field string) string {
	return fmt.Sprintf(keyFormat, id, field)
}

// keyPrefix starts every key the cache writes.
const keyPrefix = "cache:v2:"

// SessionKey is the cache key of a session's token.
func SessionKey(session string, shard int) string {
	return fmt.Sprintf(keyPrefix+"session:%s:%d", session, shard)
}

// logf formats a debug line the way the cache's logger wants it.
func logf(format string, args ...any) string {
	return fmt.Sprintf(format, args...)
}

// Miss describes a cache miss for the debug log.
func Miss(id int64, field string) string {
	return logf("miss %s", UserKey(id, field))
}

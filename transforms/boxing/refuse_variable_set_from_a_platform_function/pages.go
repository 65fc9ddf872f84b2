// Case: refused (a package variable set from a function declared per platform).
// pageSize is declared once, `var pageSize = sysPageSize()`, but sysPageSize returns an
// int64 in pages_unix.go and an int32 in pages_windows.go, so the variable's type
// differs by platform: strconv.FormatInt(pageSize, 10), right for linux, would not
// compile on windows. Refused as platform_type.
package pages

import "fmt"

var pageSize = sysPageSize()

// Key names a host's page-size bucket.
func Key(host string) string {
	return fmt.Sprintf("%s/page=%d", host, pageSize)
}

// Case: not candidates at all (flags, widths, precisions and verbs beyond the plain five),
// so neither rewritten nor refused. %05d pads with
// zeros, %-10s pads with spaces, %q quotes and escapes, %.2f rounds and %+v sets the plus
// flag: strconv's plain forms print none of that.
package report

import "fmt"

// OrderNumber is a zero-padded order id in a region.
func OrderNumber(region string, id int) string {
	return fmt.Sprintf("%s-%05d", region, id)
}

// UserColumn lays a user name out in a fixed-width report column.
func UserColumn(user string, logins int) string {
	return fmt.Sprintf("%-10s|%d", user, logins)
}

// HostField quotes a host name for a logfmt line.
func HostField(host string, port int) string {
	return fmt.Sprintf("host=%q port=%d", host, port)
}

// ErrorRate is a percentage with two decimals.
func ErrorRate(service string, rate float64) string {
	return fmt.Sprintf("%s %.2f%%", service, rate)
}

// DebugPair prints a key and value with %+v, as debug dumps do.
func DebugPair(key string, value int64) string {
	return fmt.Sprintf("%+v=%+v", key, value)
}

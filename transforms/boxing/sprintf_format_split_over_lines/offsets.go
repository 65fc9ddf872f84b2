// Case: plain-verb formats too long for one line, written as string literals joined by `+`
// (a raw literal among them), as Kafka clients write their error texts, and a format in
// parentheses whose verb straddles the `+`. The joined text is the format; each call
// becomes one concatenation. Rewritten.
package offsets

import "fmt"

// LostRecords is the error text for a consumer reset past records it never saw.
func LostRecords(topic string, partition int32, consumed, resetTo int64) string {
	return fmt.Sprintf("topic %s partition %d lost records;"+
		" the client consumed to offset %d but was reset to offset %d", topic, partition, consumed, resetTo)
}

// Coordinator is the error for a coordinator missing from a broker list.
func Coordinator(group string, broker int32) error {
	return fmt.Errorf("broker replied that group %s has coordinator %d,"+
		` but did not list that broker`, group, broker)
}

// Endpoint names a broker's listener; the verb is split across the two literals.
func Endpoint(host string, port int32) string {
	return fmt.Sprintf(("%s:%" + "d"), host, port)
}

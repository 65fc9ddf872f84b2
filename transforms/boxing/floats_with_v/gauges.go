// Case: fmt.Sprintf("%v") of float64, float32 and a method-less named float64 in gauge
// readings: %v of a float is the shortest 'g' form at the operand's own size, so a float32
// must be formatted with bit size 32 (0.1 stays "0.1"). Rewritten.
package gauges

import "fmt"

// Celsius is a temperature reading. It has no methods.
type Celsius float64

// Sample is a gauge value as exported to the text format.
func Sample(v float64) string {
	return fmt.Sprintf("%v", v)
}

// Reading is one "name=value" pair of a scrape.
func Reading(name string, v float64) string {
	return fmt.Sprintf("%s=%v", name, v)
}

// Ratio is a cache hit ratio kept as float32.
func Ratio(r float32) string {
	return fmt.Sprintf("%v", r)
}

// Temperature labels a sensor's reading.
func Temperature(sensor string, c Celsius) string {
	return fmt.Sprintf("%s:%v", sensor, c)
}

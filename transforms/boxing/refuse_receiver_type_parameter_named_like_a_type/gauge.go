// Case: refused (name_shadowed). A generic gauge's methods name their receiver's type
// parameter `int64`, a slip Go accepts: inside them `int64` is the type parameter, not
// the predeclared type. Sprintf("%s=%d", name, g.samples) would become a concatenation
// with strconv.FormatInt(int64(g.samples), 10), where int64(…) converts to the type
// parameter and does not compile.
package metrics

import "fmt"

// Gauge holds the last value set and how many samples it took.
type Gauge[N int64 | float64] struct {
	value   N
	samples int32
}

// Set records a value.
func (g *Gauge[int64]) Set(v int64) {
	g.value = v
	g.samples++
}

// Label names the gauge with its sample count.
func (g *Gauge[int64]) Label(name string) string {
	return fmt.Sprintf("%s=%d", name, g.samples)
}

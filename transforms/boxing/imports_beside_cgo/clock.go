// Case: a file that uses cgo: its preamble (a comment holding C code) must stay right
// above `import "C"`. The rewrite adds strconv to the file's other import declaration,
// never to `import "C"`'s, so the preamble stays attached. Rewritten.
package clock

// static long long ticks(void) { return 42; }
import "C"

import "fmt"

// Ticks reads the C clock.
func Ticks() int64 { return int64(C.ticks()) }

// Stamp labels a sample with the tick it was taken at.
func Stamp(sample string, tick int64) string {
	return fmt.Sprintf("%s@%d", sample, tick)
}

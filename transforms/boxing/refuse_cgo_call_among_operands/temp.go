// Case: refused (a cgo call among the operands). Reading prints a sensor's temperature
// read through C. The type checker reads cgo's translation of this file, and its facts
// for `int(C.read_sensor(C.int(id)))` are not mapped back to the text written here, so
// the pass cannot see the operand's type: refused as no_type_info, saying why (it once
// said only that the type checker said nothing of it, which was not so).
package temp

// static int read_sensor(int id) { return 20 + id; }
import "C"

import "fmt"

// Reading labels one sensor's temperature.
func Reading(host string, id int) string {
	return fmt.Sprintf("%s/sensor-%d=%d", host, id, int(C.read_sensor(C.int(id))))
}

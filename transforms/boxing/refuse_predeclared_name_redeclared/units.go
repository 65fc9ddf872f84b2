// Case: refused (name_shadowed, type_name_shadowed). A package that declares predeclared
// names again at package level, in another file: `uint64` as a struct type and `rune` as
// a type alias. The rewrite would spell `strconv.FormatUint(uint64(p), 10)` and a json
// field of type `rune`, which there mean the package's declarations: neither would
// compile. A function-local declaration of such names was already refused; these are
// package-wide.
package units

import (
	"encoding/json"
	"fmt"
)

// Port is a listener's TCP port.
type Port uint16

// Listener names a sensor's listener.
func Listener(sensor string, p Port) string {
	return fmt.Sprintf("%s:%v", sensor, p)
}

// Grade encodes a passing grade for a student.
func Grade(student string, score int) ([]byte, error) {
	return json.Marshal(map[string]any{"letter": 'A', "score": score, "student": student})
}

// Case: refused (dot_import). A file importing fmt with `.` calls Sprintf and Errorf bare:
// after a rewrite nothing spelled `fmt.` would show whether the import is still used, and
// an unused import does not compile. Both calls stay, each listed with the reason.
package labels

import (
	. "fmt"
)

// Pod names the metrics label of one pod of a deployment.
func Pod(deployment string, ordinal int) string {
	return Sprintf("%s-%d", deployment, ordinal)
}

// Invalid is the error for a label value the exporter rejects.
func Invalid(name string, length int) error {
	return Errorf("label %s is %d bytes long", name, length)
}

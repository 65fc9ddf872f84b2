// Case: refused (the package declares the name the rewrite needs, in another file). Check
// builds its failure with fmt.Errorf; errors.New of a concatenation would print the same,
// and this file never spells `errors`, but counters.go declares a package-level `errors`
// counter, so an `import "errors"` added here would clash with it ("errors already
// declared through import of package") and the package would not compile.
package health

import "fmt"

// Check reports why a probe of a dependency failed.
func Check(dependency string, status int) error {
	checks.Add(1)
	if status < 400 {
		return nil
	}
	failed()
	return fmt.Errorf("%s unhealthy: status %d", dependency, status)
}

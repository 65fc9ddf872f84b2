// Case: refused (name_shadowed). Names go/types records no definition for at their own
// spelling: a type switch's variable named `errors` (each case declares it anew) and a
// type parameter named `int64`. Rewritten, the calls would spell errors.New and
// int64(…), which mean the switch's value and the type parameter there: the files
// would not compile.
package batch

import "fmt"

// Describe says what a batch step returned.
func Describe(step string, v any) error {
	switch errors := v.(type) {
	case []error:
		return fmt.Errorf("%s: %d errors", step, len(errors))
	case nil:
		return nil
	}
	return fmt.Errorf("%s: unexpected %T", step, v)
}

// Label names an item of a typed batch; the type parameter shadows int64.
func Label[int64 any](item int64, name string, index int32) string {
	return fmt.Sprintf("%s #%d", name, index)
}

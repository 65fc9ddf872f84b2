// Case: refused (vet_check). A deploy check compares an environment's name, formatted,
// in a chain of `||`; rewritten, the chain would read `env != "dev" || env != "prod"`
// with no call left in it, which go vet's bools check reports as a suspect or (always
// true), and go test runs that check.
package deploy

import "fmt"

// Env names a deployment environment.
type Env string

// Guarded says whether a deploy to env needs a second approval (as written, always).
func Guarded(env Env) bool {
	return fmt.Sprint(env) != "dev" || fmt.Sprint(env) != "prod"
}

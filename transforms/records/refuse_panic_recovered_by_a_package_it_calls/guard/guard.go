// Package guard runs work and turns its panics into errors.
package guard

import "fmt"

// Run calls f and returns the panic it raised, if any, as an error.
func Run(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recovered: %v", r)
		}
	}()
	f()
	return nil
}

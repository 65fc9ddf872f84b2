// Case: refused (import_name_taken). The file imports the module's own errors package
// (the github.com/pkg/errors shape) under the name errors, so the standard library's
// errors.New, which the Errorf would become, has no name to be reached by here.
package store

import (
	"fmt"

	"example.com/store/internal/errors"
)

var errClosed = errors.New("store is closed")

// Get reads a key.
func Get(open bool, key string) (string, error) {
	if !open {
		return "", errClosed
	}
	if key == "" {
		return "", fmt.Errorf("empty key")
	}
	return "value of " + key, nil
}

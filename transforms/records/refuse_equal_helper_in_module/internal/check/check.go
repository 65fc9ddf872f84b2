// Package check holds the module's test helpers, shaped like testify's assert.Equal.
package check

import (
	"reflect"
	"testing"
)

// Equal fails the test when the values differ.
func Equal(t testing.TB, want, got interface{}) {
	t.Helper()
	if !reflect.DeepEqual(want, got) {
		t.Fatalf("not equal:\nwant %+v\ngot  %+v", want, got)
	}
}

package job

import (
	"encoding/json"
	"errors"
	"testing"
)

func TestDescribeFails(t *testing.T) {
	j := Job{Name: "reindex", Retry: func(int) bool { return false }, Done: make(chan struct{})}
	var unsupported *json.UnsupportedTypeError
	if _, err := Describe(j); !errors.As(err, &unsupported) {
		t.Errorf("Describe error = %v, want an UnsupportedTypeError", err)
	}
	if _, err := DescribeDone(j); !errors.As(err, &unsupported) {
		t.Errorf("DescribeDone error = %v, want an UnsupportedTypeError", err)
	}
}

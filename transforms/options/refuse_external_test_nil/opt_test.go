package opt_test

import (
	"testing"

	"example.com/refuse_external_test_nil"
)

func TestNilOption(t *testing.T) {
	var none opt.Option = nil
	defer func() { _ = recover() }()
	opt.New(none)
}

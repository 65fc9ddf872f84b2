// Package audit records how calls were made.
package audit

import (
	"fmt"

	"example.com/rpc"
)

// Describe names the options of a call for the audit log.
func Describe(opts ...rpc.CallOption) string { return fmt.Sprintf("%v", opts) }

package callopts_test

import (
	"fmt"

	"example.com/callopts"
)

func ExampleNewOutboundCall() {
	call := callopts.NewOutboundCall(
		callopts.WithHeader("caller", "billing"),
		callopts.WithShardKey("tenant-7"),
	)
	fmt.Println(call.Headers(), call.ShardKey())
	// Output: [caller=billing] tenant-7
}

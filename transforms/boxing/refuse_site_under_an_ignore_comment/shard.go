// Case: a Sprintf the team keeps for parity with a log format elsewhere, marked
// `//unbox:ignore boxing …` on the line above. Refused (ignored), the plan quoting the
// comment's place and reason once.
package shard

import "fmt"

// Name is the shard's name in metrics and logs.
func Name(region string, n int) string {
	//unbox:ignore boxing keep fmt for parity with the log pipeline's parser
	return fmt.Sprintf("%s-%d", region, n)
}

// Command app serves requests under a rate limit.
package main

import (
	"fmt"

	"example.com/limits/lib/ratelimit"
)

var defaultSlack = ratelimit.WithSlack(10)

// isDefault says whether an option keeps the default slack.
func isDefault(o ratelimit.Option) bool { return o == defaultSlack }

func main() {
	fmt.Println(isDefault(ratelimit.WithSlack(10)), ratelimit.Slack(ratelimit.WithSlack(3)))
}

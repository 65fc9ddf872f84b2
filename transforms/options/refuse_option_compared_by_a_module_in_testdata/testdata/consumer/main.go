// Command consumer checks that options compare as they did.
package main

import (
	"fmt"

	"example.com/limits"
)

var defaultSlack = limits.WithSlack(10)

// isDefault says whether an option keeps the default slack.
func isDefault(o limits.Option) bool { return o == defaultSlack }

func main() {
	fmt.Println(isDefault(limits.WithSlack(10)), limits.Slack(limits.WithSlack(3)))
}

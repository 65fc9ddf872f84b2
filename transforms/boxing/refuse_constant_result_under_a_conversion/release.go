// Case: refused (constant_result). Every operand is a constant and the call is wrapped
// in a conversion (`Mode(fmt.Sprintf(…))`): a conversion of a constant is a constant, so
// the concatenation would be checked at compile time where the conversion stands. As two
// cases of one switch, or two keys of a map literal, that spell the same string
// ("release-stable") it would not compile (duplicate case, duplicate key).
package release

import "fmt"

// Mode names a build.
type Mode string

const (
	Build          = "release"
	Channel        = "stable"
	DefaultChannel = "stable"
)

// Label names a build mode.
func Label(m Mode) string {
	switch m {
	case Mode(fmt.Sprintf("%s-%s", Build, Channel)):
		return "default"
	case Mode(fmt.Sprintf("%s-%s", Build, DefaultChannel)):
		return "legacy"
	}
	return "custom: " + string(m)
}

var weights = map[Mode]int{
	Mode(fmt.Sprintf("%s/%s", Build, Channel)):        1,
	Mode(fmt.Sprintf("%s/%s", Build, DefaultChannel)): 2,
}

// Weight is a mode's weight.
func Weight(m Mode) int { return weights[m] }

// Case: refused (a String method declared through an alias of an alias in a file
// another build compiles). Path prints an account's Tier with %v. tier_names.go, built
// with `-tags names`, declares `type PublicTier = apiTier` beside `apiTier = Tier`
// (tier.go) and gives PublicTier, that is Tier, a String method: that build prints
// "pro". The pass follows the chain of aliases to find the method.
package billing

import "fmt"

// Tier is an account's plan.
type Tier int

type apiTier = Tier

// Path is the URL path of an account's plan page.
func Path(account string, t Tier) string {
	return fmt.Sprintf("%s/tier/%v", account, t)
}

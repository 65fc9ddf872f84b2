//go:build names

package billing

// PublicTier is the name the public API gives a Tier.
type PublicTier = apiTier

// String names the plan.
func (t PublicTier) String() string {
	switch t {
	case 1:
		return "pro"
	case 2:
		return "team"
	}
	return "free"
}

// Case: an interface method with named results; the dispatcher returns them bare, so the
// zero option reports zero values. Rewritten.
package check

// Check validates a value.
type Check interface {
	run(v int) (ok bool, reason string)
}

type minCheck int

func (m minCheck) run(v int) (bool, string) { return v >= int(m), "below minimum" }

type maxCheck int

func (m maxCheck) run(v int) (bool, string) { return v <= int(m), "above maximum" }

// Min requires at least n.
func Min(n int) Check { return minCheck(n) }

// Max allows at most n.
func Max(n int) Check { return maxCheck(n) }

// Validate runs every check and returns the first failure's reason.
func Validate(v int, checks ...Check) string {
	for _, c := range checks {
		if ok, reason := c.run(v); !ok {
			return reason
		}
	}
	return ""
}

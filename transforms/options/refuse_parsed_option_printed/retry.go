// Case: a constructor returning (Option, error), whose two results an Example test
// prints in one call, `fmt.Println(retry.Parse("5"))`: the option becomes an interface
// value there though no expression of type Option is written. Refused
// (reaches_interface): as a struct it would print {1 5} instead of 5.
package retry

import (
	"errors"
	"strconv"
)

type policy struct {
	attempts int
	backoff  string
}

// Option configures a retry policy.
type Option interface {
	apply(*policy)
}

type attemptsOption int

func (a attemptsOption) apply(p *policy) { p.attempts = int(a) }

type backoffOption string

func (b backoffOption) apply(p *policy) { p.backoff = string(b) }

// Backoff names the backoff curve.
func Backoff(name string) Option { return backoffOption(name) }

var errNotCount = errors.New("retry: not a count")

// Parse reads an attempt count; on bad input it returns the default of 3.
func Parse(s string) (Option, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return attemptsOption(3), errNotCount
	}
	return attemptsOption(n), nil
}

// Attempts reports the attempts a policy built from opts makes.
func Attempts(opts ...Option) int {
	p := policy{attempts: 1}
	for _, o := range opts {
		o.apply(&p)
	}
	return p.attempts
}

// Case: fmt.Errorf without %w and without any Stringer or error argument: two constant
// messages with %% and one with plain %d and %s (a constant message without any % is
// errors.New already since Go 1.26, so not a candidate that saves anything). Each becomes errors.New over the same text, and
// the error keeps its type (*errors.errorString) and identity rules. Rewritten.
package accounts

import "fmt"

// CheckBackend reports why a backend cannot take traffic.
func CheckBackend(listening bool) error {
	if !listening {
		return fmt.Errorf("connection refused: 100%% of retries used")
	}
	return nil
}

// CheckBackfill reports a backfill that has nothing left to copy.
func CheckBackfill(remaining int64) error {
	if remaining == 0 {
		return fmt.Errorf("backfill 100%% done")
	}
	return nil
}

// UserNotFound is the error for a user id missing from a tenant.
func UserNotFound(id int64, tenant string) error {
	return fmt.Errorf("user %d not found in tenant %s", id, tenant)
}

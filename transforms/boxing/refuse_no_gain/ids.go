// Case: refused (no gain). Each call formats only numbers around constant text: boxing an int
// and building the result cost two allocations, strconv.Itoa and the concatenation cost the
// same two (three and three for two numbers, and errors.New adds one to both sides).
package ids

import "fmt"

// RequestID names a request by its sequence number.
func RequestID(n int) string {
	return fmt.Sprintf("req-%d", n)
}

// Progress reports how many of a batch's items are done.
func Progress(done, total int) string {
	return fmt.Sprintf("%d/%d", done, total)
}

// UserNotFound is the error for a missing user id.
func UserNotFound(id int64) error {
	return fmt.Errorf("user %d not found", id)
}

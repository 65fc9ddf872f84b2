// Case: refused (value_order, operand_order). A job queue's handlers drop the head job
// and report how many are pending beside whether they did. `len(q.pending)` calls a
// builtin, which Go does not order among the calls beside it: gc reads it after the
// inlined Skip in this map literal (3 of 4 left), but before Skip in the struct literal
// a rewrite would write (4); in fmt's arguments and a concatenation the order is open
// too.
package jobs

import (
	"encoding/json"
	"fmt"
)

// Queue hands out jobs in order.
type Queue struct {
	pending []string
}

// Skip drops the head job; callers check that one is pending.
func (q *Queue) Skip() bool {
	q.pending = q.pending[1:]
	return true
}

// SkipJSON drops a job and encodes how many are pending beside it.
func (q *Queue) SkipJSON() ([]byte, error) {
	return json.Marshal(map[string]any{"pending": len(q.pending), "skipped": q.Skip()})
}

// SkipLine drops a job and logs how many are pending beside it.
func (q *Queue) SkipLine() string {
	return fmt.Sprintf("pending=%d skipped=%t", len(q.pending), q.Skip())
}

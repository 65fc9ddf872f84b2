// Case: refused (import_name_taken). The file imports example.com/billing/internal/fault,
// whose package clause says `package errors`, and uses it only outside functions
// (`var ErrDeclined = errors.New(…)`), in a declaration the pass does not parse, so
// no selection in the code it reads says what `errors` is. The type checker does: the
// standard library's errors.New, which Errorf("%s: card declined", id) would become,
// has no name left here (adding `import "errors"` would not compile).
package billing

import (
	"fmt"

	"example.com/billing/internal/fault"
)

// ErrDeclined is the kind of a declined charge.
var ErrDeclined = errors.New("declined")

// Decline explains why charge id failed.
func Decline(id string) error {
	return fmt.Errorf("%s: card declined", id)
}

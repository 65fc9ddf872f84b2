// Case: refused (import_name_taken). The file imports example.com/ledger/internal/conv,
// whose package clause says `package strconv` (the ledger's number formatting, named so
// that call sites read like the standard library's): the file knows it as strconv,
// though the path does not say so. The standard library's strconv.FormatInt, which
// Sprintf("%s: %d", …) would become, has no name left here.
package ledger

import (
	"fmt"

	"example.com/ledger/internal/conv"
)

// Line is one entry of a statement.
func Line(account string, cents int64) string {
	return fmt.Sprintf("%s: %d", account, cents) + " (" + strconv.Cents(cents) + ")"
}

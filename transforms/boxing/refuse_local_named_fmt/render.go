// Case: refused (name_shadowed). A file whose only call of package fmt is rewritable, and
// which also declares a local named `fmt` (a template formatter) with its own Sprintf: the
// pass cannot tell from the text which `fmt.` selections are the package's, so it cannot
// tell whether the import would still be used after the rewrite (here it would not, and
// the file would not compile). The call is refused, with the reason.
package render

import "fmt"

// formatter renders templates with a house style.
type formatter struct{ prefix string }

// Sprintf renders one template.
func (f formatter) Sprintf(format string, args ...any) string {
	return f.prefix + format
}

// ID formats a record id.
func ID(kind string, n int64) string {
	return fmt.Sprintf("%s-%d", kind, n)
}

// Title renders a page title with the house formatter.
func Title(page string) string {
	fmt := formatter{prefix: "Acme | "}
	return fmt.Sprintf(page)
}

// Case: refused (no_gain). A text formatter's options are all built from constants:
// `indentOption("\t")`, `newlineOption("\r\n")`. Go keeps a constant converted to an
// interface in read-only data, so no constructor allocated before, and a struct would
// change the API and save nothing.
package wrap

type config struct {
	indent  string
	newline string
}

// Option configures a Formatter.
type Option interface{ apply(*config) }

type indentOption string

func (i indentOption) apply(c *config) { c.indent = string(i) }

type newlineOption string

func (n newlineOption) apply(c *config) { c.newline = string(n) }

// Tabs indents with one tab per level.
func Tabs() Option { return indentOption("\t") }

// Spaces indents with four spaces per level.
func Spaces() Option { return indentOption("    ") }

// CRLF ends lines as Windows does.
func CRLF() Option { return newlineOption("\r\n") }

// Formatter writes indented lines.
type Formatter struct{ cfg config }

// New applies the options in order over tabs and "\n".
func New(opts ...Option) *Formatter {
	f := &Formatter{cfg: config{indent: "\t", newline: "\n"}}
	for _, o := range opts {
		o.apply(&f.cfg)
	}
	return f
}

// Line is text at a depth, with its line ending.
func (f *Formatter) Line(depth int, text string) string {
	out := ""
	for i := 0; i < depth; i++ {
		out += f.cfg.indent
	}
	return out + text + f.cfg.newline
}

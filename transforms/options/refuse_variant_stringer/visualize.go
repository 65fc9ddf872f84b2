// Case: refused (variant_methods). A variant has its own String method, so printing an
// option prints "VisualizeError(<nil>)"; as a struct the option would print its kind and
// fields instead, here in the package's test and anywhere outside it.
package visualize

import "fmt"

// VisualizeOption configures how a graph is drawn.
type VisualizeOption interface {
	applyVisualizeOption(*visualizeOptions)
}

type visualizeOptions struct {
	err     error
	compact bool
}

type visualizeErrorOption struct{ err error }

func (o visualizeErrorOption) String() string {
	return fmt.Sprintf("VisualizeError(%v)", o.err)
}

func (o visualizeErrorOption) applyVisualizeOption(opt *visualizeOptions) { opt.err = o.err }

type compactOption struct{ on bool }

func (o compactOption) applyVisualizeOption(opt *visualizeOptions) { opt.compact = o.on }

// VisualizeError draws the nodes an error names in red.
func VisualizeError(err error) VisualizeOption { return visualizeErrorOption{err} }

// Compact draws the graph without spacing.
func Compact(on bool) VisualizeOption { return compactOption{on: on} }

// Visualize applies the options.
func Visualize(opts ...VisualizeOption) string {
	var o visualizeOptions
	for _, opt := range opts {
		opt.applyVisualizeOption(&o)
	}
	return fmt.Sprintf("err=%v compact=%v", o.err, o.compact)
}

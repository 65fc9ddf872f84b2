// Case: two families share a variant, as dig's ProvideOption and DecorateOption share
// withBeforeCallbackOption (before_callback.go): each family's constructor builds it for
// its own family. Both families meet the rules, so both are rewritten, together; the
// variant and its two methods stay as written; its checks against both interfaces
// (`var _ ProvideOption = withBeforeCallbackOption{}`) become checks against their method
// sets. Rewritten.
package dig

import "time"

type provideOptions struct {
	name     string
	before   BeforeCallback
	location string
}

type decorateOptions struct {
	before  BeforeCallback
	timeout time.Duration
}

// BeforeCallback is called before a constructor or decorator runs.
type BeforeCallback func(name string)

// ProvideOption configures Provide.
type ProvideOption interface {
	applyProvideOption(*provideOptions)
}

// DecorateOption configures Decorate.
type DecorateOption interface {
	apply(*decorateOptions)
}

type nameOption string

func (o nameOption) applyProvideOption(opts *provideOptions) { opts.name = string(o) }

// Name names the provided value.
func Name(name string) ProvideOption { return nameOption(name) }

type locationOption struct{ file string }

func (o locationOption) applyProvideOption(opts *provideOptions) { opts.location = o.file }

// Location says where the constructor is.
func Location(file string) ProvideOption { return locationOption{file: file} }

type timeoutOption time.Duration

func (o timeoutOption) apply(opts *decorateOptions) { opts.timeout = time.Duration(o) }

// Timeout bounds a decorator.
func Timeout(d time.Duration) DecorateOption { return timeoutOption(d) }

type withBeforeCallbackOption struct {
	callback BeforeCallback
}

var _ ProvideOption = withBeforeCallbackOption{}

var _ DecorateOption = withBeforeCallbackOption{}

func (o withBeforeCallbackOption) applyProvideOption(opts *provideOptions) {
	opts.before = o.callback
}

func (o withBeforeCallbackOption) apply(opts *decorateOptions) {
	opts.before = o.callback
}

// WithProviderBeforeCallback calls callback before the constructor runs.
func WithProviderBeforeCallback(callback BeforeCallback) ProvideOption {
	return withBeforeCallbackOption{callback: callback}
}

// WithDecoratorBeforeCallback calls callback before the decorator runs.
func WithDecoratorBeforeCallback(callback BeforeCallback) DecorateOption {
	return withBeforeCallbackOption{callback: callback}
}

// Provide applies the options.
func Provide(opts ...ProvideOption) provideOptions {
	var o provideOptions
	for _, opt := range opts {
		opt.applyProvideOption(&o)
	}
	return o
}

// Decorate applies the options.
func Decorate(opts ...DecorateOption) decorateOptions {
	var o decorateOptions
	for _, opt := range opts {
		opt.apply(&o)
	}
	return o
}

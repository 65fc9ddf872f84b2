// Case: a wrapper family (`CallOption struct{ opt callOption }`, yarpc's shape) whose
// interface lives in another file (hook.go). The rewrite writes the dispatcher, whose
// method takes *http.Request, beside the wrapper in call.go, which does not import
// net/http, and removes the interface from hook.go, whose only use of net/http it is:
// one file would miss the import, the other keep it unused. Refused
// (imports_across_files).
package call

// CallOption configures one outbound call.
type CallOption struct{ opt callOption }

type headerOption struct{ key, value string }

type retriesOption int

// WithHeader adds a header to the request.
func WithHeader(k, v string) CallOption { return CallOption{headerOption{key: k, value: v}} }

// WithRetries says how often the call may be retried.
func WithRetries(n int) CallOption { return CallOption{retriesOption(n)} }

// Case: refused (interface_embedded). A key-value client's GetOption wraps its options'
// interface by embedding it, so GetOption itself has applyGet, promoted. Only a wrapper
// naming its field (`struct{ opt getOption }`, yarpc's shape) is rewritten; the plan says
// so instead of passing the family over without a word.
package kv

import "time"

type getConfig struct {
	deadline time.Duration
	prefix   string
}

// GetOption configures a Get.
type GetOption struct{ getOption }

type getOption interface{ applyGet(*getConfig) }

type prefixOption struct{ prefix, sep string }

func (o prefixOption) applyGet(c *getConfig) { c.prefix = o.prefix + o.sep }

// WithPrefix reads every key under the prefix.
func WithPrefix(p string) GetOption { return GetOption{prefixOption{p, "/"}} }

type deadlineOption time.Duration

func (o deadlineOption) applyGet(c *getConfig) { c.deadline = time.Duration(o) }

// WithDeadline bounds the read.
func WithDeadline(d time.Duration) GetOption { return GetOption{deadlineOption(d)} }

// Get resolves a read's settings from its options, in order.
func Get(opts ...GetOption) getConfig {
	var c getConfig
	for _, o := range opts {
		o.applyGet(&c)
	}
	return c
}

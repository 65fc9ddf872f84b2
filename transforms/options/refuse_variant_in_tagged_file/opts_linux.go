//go:build linux

package rl

type labelOption string

func (l labelOption) apply(o *options) { o.labels = append(o.labels, string(l)) }

// WithLabel adds a cgroup label (Linux only).
func WithLabel(s string) Option { return labelOption(s) }

// Package errors is the billing service's error kinds, named so that call sites read
// like the standard library's.
package errors

// Kind is a class of failure a caller may retry or not.
type Kind struct{ Name string }

// New makes a kind.
func New(name string) *Kind { return &Kind{Name: name} }

// Error says the kind.
func (k *Kind) Error() string { return k.Name }

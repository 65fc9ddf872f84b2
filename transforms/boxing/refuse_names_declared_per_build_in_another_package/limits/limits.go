//go:build !embedded

// Package limits holds the poller's sizes for each kind of build.
package limits

// MaxEvents is how many events one wait returns at most; a flag may change it.
var MaxEvents = 128

//go:build names

package billing

const named = true

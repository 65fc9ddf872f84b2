//go:build embedded

package limits

// MaxEvents is how many events one wait returns at most; a flag may change it.
var MaxEvents uint8 = 16

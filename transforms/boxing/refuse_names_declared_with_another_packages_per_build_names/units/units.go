// Package units holds the report's scales, narrow or wide.
package units

// Current is the scale in force.
var Current = Scale()

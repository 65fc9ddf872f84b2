// Case: %x of floats and %v of complex numbers, as a signal-processing service writes
// them: an exact hexadecimal float in a cache key and a calibration line, an impedance
// printed by fmt.Sprint, and a complex64 phasor in a label. fmt prints each part as
// strconv does (%x of a float is FormatFloat's 'x', a complex is FormatComplex's
// "(re+imi)"), NaN and infinities included. A float's text inside a concatenation takes
// no memory of its own (the compiler's 32-byte buffer holds it), nor does a complex64's
// (at most 31 bytes); a complex128's is counted as taking some (up to 51 bytes), so a
// call printing only a complex128 saves nothing by the pass's count (no_gain), while
// one printing a float beside it gains. Rewritten.
package signal

import "fmt"

// Key names a cached filter response by its exact cutoff frequency.
func Key(filter string, cutoff float64) string {
	return fmt.Sprintf("%s@%x", filter, cutoff)
}

// Gain is a float32 gain written exactly, for a calibration file.
func Gain(gain float32) string {
	return fmt.Sprintf("gain=%x", gain)
}

// Impedance describes a load's complex impedance in ohms at a frequency.
func Impedance(z complex128, hz float64) string {
	return fmt.Sprint("Z=", z, " at ", hz)
}

// Phasor labels one channel's phasor at a frequency.
func Phasor(channel int, p complex64, hz float32) string {
	return fmt.Sprintf("ch%d %v at %v Hz", channel, p, hz)
}

// Phase labels a phasor alone: its complex64 text fits the concatenation's buffer.
func Phase(p complex64) string {
	return fmt.Sprintf("phase=%v", p)
}

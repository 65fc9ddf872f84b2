//go:build redact

package authlog

// MarshalJSON hides the PIN wherever a *Pin is encoded.
func (p *Pin) MarshalJSON() ([]byte, error) {
	return []byte(`"****"`), nil
}

//go:build redact

package secrets

// MarshalJSON hides the token wherever a *Token is encoded.
func (t *Token) MarshalJSON() ([]byte, error) {
	return []byte(`"[redacted]"`), nil
}

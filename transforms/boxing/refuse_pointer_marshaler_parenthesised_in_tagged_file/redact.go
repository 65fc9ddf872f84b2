//go:build redact

package audit

// MarshalJSON hides the secret wherever a *Password is encoded.
func (p *(Password)) MarshalJSON() ([]byte, error) {
	return []byte(`"[redacted]"`), nil
}

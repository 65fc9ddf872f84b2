//go:build redact

package audit

// MarshalJSON hides the token in redacting builds.
func (t *Token) MarshalJSON() ([]byte, error) { return []byte(`"***"`), nil }

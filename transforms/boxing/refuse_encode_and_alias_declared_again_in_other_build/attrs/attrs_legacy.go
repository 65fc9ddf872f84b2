//go:build legacy

package attrs

import "encoding/json"

// Fields are a span's attributes by key, wrapped as the old collector reads them.
type Fields map[string]any

// MarshalJSON wraps the attributes in the legacy envelope.
func (f Fields) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Version int            `json:"v"`
		Fields  map[string]any `json:"fields"`
	}{1, f})
}

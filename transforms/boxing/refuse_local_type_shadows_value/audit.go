// Case: refused (a local type hides the value's type). Record marshals a Change of the
// package beside a count; the struct the rewrite writes would need a field of type
// Change, but the function declares its own Change type (the wire form it sends to the
// old endpoint), so the field's type would be that one and the file would not compile.
package audit

import "encoding/json"

// Change is one edit to a setting.
type Change struct {
	Key   string
	Value string
}

// Record encodes a change for the audit log, and for the legacy endpoint.
func Record(c Change, seq int) (log, legacy []byte, err error) {
	type Change struct {
		K string `json:"k"`
	}
	legacy, err = json.Marshal(Change{K: c.Key})
	if err != nil {
		return nil, nil, err
	}
	log, err = json.Marshal(map[string]any{"change": c, "seq": seq})
	return log, legacy, err
}

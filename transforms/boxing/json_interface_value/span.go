// Case: a trace event's map holds a value of an interface type that has MarshalJSON
// (the shape of an attribute value in a tracing library). As a map value it is converted
// to `any`, and encoding/json writes null for a nil *span it holds; a struct field of the
// interface type itself would call MarshalJSON on that nil pointer. So its field is of
// type `interface{}`, which converts it as the map did. Rewritten.
package trace

import (
	"encoding/json"
	"strconv"
)

// Valuer is a value that encodes itself.
type Valuer interface {
	MarshalJSON() ([]byte, error)
}

type span struct {
	id uint64
}

// MarshalJSON writes the span's id; a nil span writes "no-span".
func (s *span) MarshalJSON() ([]byte, error) {
	if s == nil {
		return []byte(`"no-span"`), nil
	}
	return []byte(strconv.Quote(strconv.FormatUint(s.id, 16))), nil
}

// Event encodes one event with its parent span.
func Event(name string, parent Valuer) ([]byte, error) {
	return json.Marshal(map[string]interface{}{"name": name, "parent": parent})
}

// Spanned encodes an event under a span, nil when there is none.
func Spanned(name string, id uint64, has bool) ([]byte, error) {
	var s *span
	if has {
		s = &span{id: id}
	}
	return Event(name, s)
}

// Case: named map and slice types over interfaces, as logrus declares
// `type Fields map[string]interface{}` and fills one per entry in its JSON formatter:
// the values stored in them box as in the unnamed types.
package formatter

import "encoding/json"

type Fields map[string]interface{}

type batch []any

type entry struct {
	level   string
	message string
	line    int
}

func format(e entry, extra Fields) ([]byte, error) {
	data := make(Fields, len(extra)+3)
	for k, v := range extra {
		data[k] = v
	}
	data["level"] = e.level // want: map value
	data["msg"] = e.message // want: map value
	data["line"] = e.line   // want: map value
	return json.Marshal(data)
}

func collect(lines []int) batch {
	out := batch{len(lines)} // want: slice element
	for _, n := range lines {
		out = append(out, n) // want: slice element
	}
	return out
}

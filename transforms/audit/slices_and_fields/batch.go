// Case: []any elements, struct fields of interface type (literal and assignment), and a
// variable declared as an interface.
package batch

type Envelope struct {
	Payload interface{}
	Size    int
}

func Pack(id int64, name string, sizes []int) []any {
	out := []any{id, name} // want: slice element, slice element
	for _, s := range sizes {
		out = append(out, s) // want: slice element
	}
	e := Envelope{Payload: name, Size: 3} // want: struct field
	e.Payload = id                        // want: assignment
	var v interface{} = sizes             // want: assignment
	_ = v
	return append(out, e) // want: slice element
}

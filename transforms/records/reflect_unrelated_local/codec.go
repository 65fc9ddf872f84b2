// Case: a test reflects on an unrelated local that happens to share a field's name
// (`var b []bool; reflect.TypeOf(b)`, as encoding/gob's type_test.go does); Go's type
// checker says the value is a []bool, which holds no record, so the container is still
// rewritten: the test declares it `var b []bool`. Rewritten.
package codec

type encoder struct {
	b     *buffer
	count int
}

type buffer struct {
	data []byte
}

func (e *encoder) write(p []byte) {
	if e.b == nil {
		e.b = &buffer{}
	}
	e.b.data = append(e.b.data, p...)
	e.count++
}

func (e *encoder) len() int {
	if e.b == nil {
		return 0
	}
	return len(e.b.data)
}

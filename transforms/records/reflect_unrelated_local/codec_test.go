package codec

import (
	"reflect"
	"testing"
)

func TestBoolSliceType(t *testing.T) {
	var b []bool
	if reflect.TypeOf(b).Elem().Kind() != reflect.Bool {
		t.Fatal("want a slice of bool")
	}
}

func TestWrite(t *testing.T) {
	e := &encoder{}
	if e.len() != 0 {
		t.Fatal("empty")
	}
	e.write([]byte("abc"))
	e.write([]byte("de"))
	if e.len() != 5 || e.count != 2 {
		t.Fatalf("len %d count %d", e.len(), e.count)
	}
}

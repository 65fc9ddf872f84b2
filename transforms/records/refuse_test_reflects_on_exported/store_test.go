package store

import (
	"reflect"
	"testing"
)

func sameCatalogue(a, b Store) bool { return reflect.DeepEqual(a.Head, b.Head) }

func TestCatalogue(t *testing.T) {
	a := Store{Head: &Item{Name: "lamp"}}
	b := Store{Head: &Item{Name: "lamp"}}
	if !sameCatalogue(a, b) {
		t.Fatal("equal catalogues differ")
	}
}

func TestSession(t *testing.T) {
	s := newSession(1)
	s.add(3)
	if s.total() != 3 {
		t.Fatal(s.total())
	}
}

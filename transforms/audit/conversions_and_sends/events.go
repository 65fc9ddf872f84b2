// Case: boxes that are not calls of a function with an interface parameter: an explicit
// conversion (any(v), interface{}(v), to a named interface), panic(v), and a send on a
// channel of interfaces. Converting a pointer, sending on a typed channel and panicking
// with an error value box nothing.
package events

import (
	"errors"
	"fmt"
)

type reading struct {
	sensor string
	value  float64
}

type labeled interface{ label() string }

type id int64

func (i id) label() string { return fmt.Sprint(int64(i)) } // want: variadic argument

func forward(out chan<- any, typed chan reading, r reading, p *reading) {
	out <- r // want: channel send
	out <- p
	typed <- r
}

func wrap(n int64, r reading, i id) (any, any, labeled) {
	return any(n), interface{}(r), labeled(i) // want: conversion, conversion, conversion
}

func check(code int) {
	if code < 0 {
		panic(code) // want: argument
	}
	if code == 0 {
		panic(errors.New("zero"))
	}
}

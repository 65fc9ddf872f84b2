// Package jsonx registers the JSON codec under its type's name.
package jsonx

import (
	"reflect"

	"example.com/codecs/registry"
)

// Codec encodes JSON.
type Codec struct{}

func init() { registry.Register(reflect.TypeOf(Codec{}).String()) }

// Case: arguments for type parameters are not boxed. A generic constructor
// (newSetting[T any](v T), as opentelemetry-go writes it), a constraint of string-like
// types (zap's appendStringLike shape) and a method of a generic type take the
// argument as its own type, and a conversion to a type parameter (N(x)) converts to the
// instantiation's type; only the call of a function taking any boxes.
package setting

type setting[T any] struct {
	value T
	set   bool
}

func newSetting[T any](value T) setting[T] {
	return setting[T]{value: value, set: true}
}

func appendStringLike[S ~string | ~[]byte](dst []byte, s S) []byte {
	return append(dst, s...)
}

type ring[T any] struct{ items []T }

func (r *ring[T]) push(v T) { r.items = append(r.items, v) }

func record(v any) {}

func configure(timeout int, name string, r *ring[int64], id int64) []byte {
	_ = newSetting(timeout)
	r.push(id)
	record(timeout) // want: argument
	return appendStringLike(nil, name)
}

// number is what an aggregator sums.
type number interface{ ~int64 | ~float64 }

// fromBits converts a stored value to the aggregator's own number type, as
// opentelemetry-go's atomic sums do: a conversion to a type parameter, not to an
// interface, so nothing is boxed.
func fromBits[N number](bits int64, float bool) N {
	if float {
		return N(float64(bits) / 2)
	}
	return N(bits)
}

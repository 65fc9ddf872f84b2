// Case: ignored. An ordinary interface with a constructor is not an option family: it is
// not named as options and not taken variadically, so it is neither rewritten nor refused.
package shape

// Shape has an area.
type Shape interface {
	area() float64
}

type square struct{ side float64 }

func (s square) area() float64 { return s.side * s.side }

// NewSquare builds a square.
func NewSquare(side float64) Shape { return square{side: side} }

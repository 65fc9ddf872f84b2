package units

// uint64 is this package's 64-bit counter pair; it shadows the predeclared type here.
type uint64 struct{ hi, lo uint32 }

// rune is how this package names a display glyph.
type rune = string

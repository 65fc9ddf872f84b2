// Case: refused (alias_escapes). A wand drains its charge in a loop that holds the charge
// in its header and recharges the wand, weaker, inside the body. Today the loop keeps
// draining the charge it started with (three casts); rewritten, `c` would alias the
// wand's own slot, and the loop's condition and post statement would read each new,
// weaker charge after the body replaced it (one cast).
package spells

type charge struct {
	power int
	left  int
}

type wand struct {
	charge *charge
	log    []int
}

func (w *wand) cast() {
	for c := w.charge; c != nil && c.left > 0; c.left-- {
		w.log = append(w.log, c.power*10+c.left)
		w.charge = &charge{left: 1, power: c.power - 1}
	}
}

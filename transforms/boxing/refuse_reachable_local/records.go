// Case: refused (a local a call can reach). Each function reads a field of a local beside
// a call that changes it: through a pointer-receiver method, an address taken earlier, a
// closure sharing the variable, the address of the embedded struct a promoted field lives
// in, a slice of an array field (which shares the variable's memory), or a call in
// MarshalIndent's own indent argument (offsets.go: pointer arithmetic from a sibling
// field). gc reads these map literals' values in order and makes a struct literal's
// calls first ({"host":"host-9"} would become {"host":"host-2"}), and strconv would read
// the number after the earlier calls: the bytes would differ. For the promoted field gc
// happens to read after the call in both forms today; Go leaves that order open, and the
// pass does not bet on one compiler's choice.
package records

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Record is one journal entry.
type Record struct {
	Host string
	Seq  int64
}

// advance moves the record to its next sequence number and the host that holds it.
func (r *Record) advance() int64 {
	r.Seq++
	r.Host = "host-" + strconv.FormatInt(r.Seq%3, 10)
	return r.Seq
}

// bump advances the record it is given.
func bump(r *Record) int64 { return r.advance() }

// ByMethod reads the host, then advances the same record.
func ByMethod(r Record) ([]byte, error) {
	return json.Marshal(map[string]any{"host": r.Host, "seq": r.advance()})
}

// ByAddress hands the record's address to a helper among the values.
func ByAddress(r Record) ([]byte, error) {
	p := &r
	return json.Marshal(map[string]any{"host": r.Host, "seq": bump(p)})
}

// ByClosure moves the host from a closure that shares it.
func ByClosure(host string, seq int64) ([]byte, error) {
	next := func() int64 {
		seq++
		host = "moved-" + strconv.FormatInt(seq, 10)
		return seq
	}
	return json.Marshal(map[string]any{"host": host, "seq": next()})
}

// Meta is embedded in Envelope; its Host is promoted.
type Meta struct {
	Host string
}

// move changes the host it is called on.
func (m *Meta) move() int64 {
	m.Host = "moved"
	return 1
}

// Envelope carries a record's metadata.
type Envelope struct {
	Meta
	Seq int64
}

// ByEmbedded reads e.Host, which is e.Meta.Host, beside a call through &e.Meta.
func ByEmbedded(e Envelope) ([]byte, error) {
	m := &e.Meta
	return json.Marshal(map[string]any{"host": e.Host, "seq": m.move()})
}

// Ballot holds a round's votes inline.
type Ballot struct {
	Round int64
	Votes [3]int
}

// window is the live view the tally updates in place.
var window []int

// tally counts a late vote into the live window and names the round's state.
func tally() string {
	window[0] = 0
	return "closed"
}

// BySlice shares the ballot's votes through window, which the tally writes.
func BySlice(b Ballot) ([]byte, error) {
	window = b.Votes[:]
	return json.Marshal(map[string]any{"votes": b.Votes, "state": []string{tally()}})
}

// indent is the indent the operator configured; reading it also moves the record.
var current *Record

func indent() string {
	current.Seq = 99
	return "  "
}

// Indented reads the sequence number, then calls indent() among MarshalIndent's own
// arguments.
func Indented(r Record) ([]byte, error) {
	current = &r
	return json.MarshalIndent(map[string]any{"seq": r.Seq}, "", indent())
}

// Trace prints the sequence number, then advances the same record.
func Trace(r Record) string {
	return fmt.Sprintf("seq %d then %d", r.Seq, r.advance())
}

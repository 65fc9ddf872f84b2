// The tables of one player: two optional records and a list pushed at the front.
package tables

type tables struct {
	tableA *tableA
	tableB *tableB
	tableC *tableC
}

type tableA struct {
	fieldA int
	fieldB string
}

type tableB struct {
	xxoo int
	ooxx int
	next *tableB
}

type tableC struct {
	id    int
	value int64
}

func newTables() *tables {
	return &tables{}
}

func (t *tables) setA(a int, b string) {
	t.tableA = &tableA{fieldA: a, fieldB: b}
}

func (t *tables) clearA() {
	t.tableA = nil
}

func (t *tables) hasA() bool {
	return t.tableA != nil
}

func (t *tables) addB(x, o int) {
	t.tableB = &tableB{xxoo: x, ooxx: o, next: t.tableB}
}

func (t *tables) sumB() int {
	sum := 0
	for p := t.tableB; p != nil; p = p.next {
		sum = sum*10 + p.xxoo
	}
	return sum
}

func (t *tables) noB() bool {
	return t.tableB == nil
}

func (t *tables) valueC() int64 {
	c := t.tableC
	if c == nil {
		return -1
	}
	return c.value
}

func (t *tables) setC(id int, v int64) {
	t.tableC = &tableC{id: id, value: v}
}

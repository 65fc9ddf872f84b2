// Case: operands that are composite literals of a named type (`shardKey{…}.name`) in the
// header of an `if`, a `for` and a `switch`. Out of the call's parentheses a bare
// `shardKey{…}` there would open the statement's block and not compile, so each
// concatenation keeps parentheses of its own. Rewritten.
package shard

import "fmt"

type shardKey struct {
	name string
	n    int
}

// Label is the key as an operator reads it.
func (k shardKey) Label() string { return k.name + "#" + fmt.Sprint(k.n) }

// Empty reports whether the shard's path would be empty.
func Empty(id string, n int) bool {
	if fmt.Sprintf("%s/%d", shardKey{id, n}.name, n) == "" {
		return true
	}
	return false
}

// Find returns the index of the first id whose label is want, or -1.
func Find(ids []string, want string) int {
	i := 0
	for ; i < len(ids) && fmt.Sprint(shardKey{name: ids[i]}.Label()) != want; i++ {
	}
	if i == len(ids) {
		return -1
	}
	return i
}

// Route picks a backend for a shard.
func Route(id string, n int) string {
	switch fmt.Sprintf("%s-%d", shardKey{name: id}.name, n) {
	case "users-0":
		return "primary"
	case "":
		return "none"
	}
	return "replica"
}

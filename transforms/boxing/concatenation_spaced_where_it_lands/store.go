// Case: a block store names its files and shard keys with fmt.Sprintf in the middle of
// other expressions: among several arguments of filepath.Join (the directory a
// constant concatenation, which go vet's printf check does not read: Join takes
// ...string), around a shard number computed in place, inside a `+` chain, beside
// another value of a two-value assignment, on the right of `==`, and as a switch's tag
// or a range's operand (where gofmt writes no parentheses). gofmt spaces a
// concatenation by where it stands (`a + b` alone, `a+b` among several arguments), so
// the rewrite writes each as gofmt does, run through gofmt or not. Rewritten.
package store

import (
	"fmt"
	"path/filepath"
)

const (
	root   = "/var/lib/store"
	volume = "blocks"
)

// BlockPath is where a block of the store lives.
func BlockPath(name string) string {
	return filepath.Join(fmt.Sprintf("%s/%s", root, volume), name)
}

// ShardKey names the shard after the given one.
func ShardKey(shard int) string {
	key := fmt.Sprintf("%d", shard+1)
	return key
}

// Label wraps a block's name and generation in angle brackets.
func Label(name string, generation int) string {
	return "<" + fmt.Sprintf("%s-%d", name, generation) + ">"
}

// Split gives a block's versioned name and its bare name.
func Split(name string, generation int) (string, string) {
	versioned, bare := fmt.Sprintf("%s@%d", name, generation), name
	return versioned, bare
}

// IsGeneration says whether id names the block's given generation.
func IsGeneration(id, name string, generation int) bool {
	return id == fmt.Sprintf("%s@%d", name, generation)
}

// Tier picks a block's storage tier by its versioned name.
func Tier(name string, generation int) string {
	switch fmt.Sprintf("%s@%d", name, generation) {
	case "root@0":
		return "meta"
	default:
		return "data"
	}
}

// Checksum sums the runes of a block's versioned name.
func Checksum(name string, generation int) int {
	sum := 0
	for _, c := range fmt.Sprintf("%s@%d", name, generation) {
		sum += int(c)
	}
	return sum
}

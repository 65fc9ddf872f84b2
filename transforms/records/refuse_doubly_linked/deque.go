// Case: refused (doubly_linked). A record with two pointers to its own type is a doubly
// linked list (or a tree), which one slice per container cannot represent.
package deque

type deque struct{ head *node }

type node struct {
	v          int
	prev, next *node
	left       *node
}

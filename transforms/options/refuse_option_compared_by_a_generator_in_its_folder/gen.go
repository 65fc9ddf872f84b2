//go:build ignore

// Gen prints which slacks are the default one, for the docs' table.
package main

import (
	"fmt"

	"example.com/limits"
)

var defaultSlack = limits.WithSlack(10)

func main() {
	for _, n := range []int{5, 10} {
		fmt.Println(n, limits.WithSlack(n) == defaultSlack)
	}
}

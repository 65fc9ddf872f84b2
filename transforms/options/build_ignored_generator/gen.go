//go:build ignore

// gen prints a table; it is run with `go run gen.go` and is not part of package opt.
package main

import "fmt"

func main() { fmt.Println("table") }

// Command dump prints the default options.
package main

import (
	"fmt"

	"example.com/kv/client"
)

func main() { fmt.Println(client.Defaults()) }

// Case: the imports follow the rewrite. addr.go imports only fmt, and its one use becomes
// strconv, so `import "fmt"` becomes `import "strconv"`; route.go's block holds only fmt,
// whose one use becomes a concatenation, so the import goes. key.go's `import f "fmt"`
// carries a comment, which goes with it; shard.go's other import keeps its comment when
// the two declarations become one block. The comments above addr.go's and route.go's fmt
// imports go with them too; trace.go keeps fmt for Fprintf, so none stays blank.
// Rewritten.
package dial

// fmt joins hosts and ports.
import "fmt"

// Addr joins a host and a port as net.Dial takes them.
func Addr(host string, port int) string {
	return fmt.Sprintf("%s:%d", host, port)
}

// Case: refused (panic_recovered). The connection counts its reads in an optional stats
// record, created only when metrics are enabled. Read runs its work under guard.Run, a
// helper of the module that turns a panic into an error: with metrics off, `c.stats.reads++`
// panics on the nil record today and Read returns that error. Stored inline, the absent
// record would be counted silently and Read would return nil. The recover is in a package
// this one calls, not one that imports it.
package conns

import "example.com/conns/guard"

type stats struct {
	reads int
	bytes int
}

// Conn is one client connection.
type Conn struct {
	id    int
	stats *stats
}

// Open returns a connection; metrics records its reads.
func Open(id int, metrics bool) *Conn {
	c := &Conn{id: id}
	if metrics {
		c.stats = &stats{}
	}
	return c
}

// Read counts a read of n bytes, reporting a failure as an error.
func (c *Conn) Read(n int) error {
	return guard.Run(func() {
		c.stats.reads++
		c.stats.bytes += n
	})
}

// Reads is the number of reads counted.
func (c *Conn) Reads() int {
	if c.stats == nil {
		return 0
	}
	return c.stats.reads
}

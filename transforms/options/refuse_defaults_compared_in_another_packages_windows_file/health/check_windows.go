package health

import rpc "example.com/rpc"

// defaultsDistinct: windows services are registered once per default, so two equal
// defaults would register the same service twice.
func defaultsDistinct() bool {
	d := rpc.Defaults()
	return d[0] != d[1]
}

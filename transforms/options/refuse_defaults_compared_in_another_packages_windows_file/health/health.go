// Package health checks a client's configuration before it dials.
package health

import rpc "example.com/rpc"

// Ready reports whether the client's defaults are sane on this platform.
func Ready() bool { return defaultsDistinct() && len(rpc.Defaults()) > 0 }

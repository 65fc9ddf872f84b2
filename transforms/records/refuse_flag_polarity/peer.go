// Case: refused (flag_polarity). `--flag is-nil` was given, but Peer is exported: another
// package can build a zero Peer (`var p pool.Peer`) whose stats no rewrite can mark absent,
// so the given polarity cannot be honoured for it. Without --flag, unbox would pick
// `_present` instead; it never swaps a polarity that was asked for.
// Flags: --flag is-nil
package pool

// Peer is a remote host a transport dials; other packages build it too.
type Peer struct {
	Addr  string
	stats *peerStats
}

type peerStats struct {
	pending int
	failed  int
}

// Track starts counting requests to the peer.
func (p *Peer) Track() { p.stats = &peerStats{} }

// Pending is the number of requests in flight, 0 before Track.
func (p *Peer) Pending() int {
	if p.stats == nil {
		return 0
	}
	return p.stats.pending
}

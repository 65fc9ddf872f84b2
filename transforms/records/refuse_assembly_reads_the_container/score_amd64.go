package battle

// score is hp*2 + armor, computed in score_amd64.s.
//
//go:noescape
func score(u *unit) int64

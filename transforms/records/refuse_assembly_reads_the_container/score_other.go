//go:build !amd64

package battle

func score(u *unit) int64 { return u.hp*2 + u.armor }

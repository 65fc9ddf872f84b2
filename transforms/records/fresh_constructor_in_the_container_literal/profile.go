package lobby

type profile struct {
	nick  string
	level int
}

func newProfile(nick string) *profile {
	if nick == "" {
		return &profile{nick: "anonymous"}
	}
	return &profile{nick: nick, level: 1}
}

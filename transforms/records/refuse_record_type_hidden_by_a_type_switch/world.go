// Case: refused (name_shadowed). A game world opens rooms from a decoded value, the
// type switch naming its variable topic, as the room's record type is named; another
// function declares its own `type banner = string`, as the lobby's record is named.
// Marking the new room's topic absent would write `topic{_is_nil: true}` where topic is
// the string, and the lobby's banner likewise: neither would compile.
package world

type topic struct {
	text   string
	author string
}

type room struct {
	name  string
	topic *topic
}

func (r *room) setTopic(text, author string) { r.topic = &topic{text: text, author: author} }

func (r *room) describe() string {
	if r.topic == nil {
		return r.name
	}
	return r.name + ": " + r.topic.text
}

// openRoom makes a room from a config value: a name, or nothing.
func openRoom(v any) *room {
	switch topic := v.(type) {
	case string:
		return &room{name: topic}
	}
	return nil
}

type banner struct {
	text string
}

type lobby struct {
	size   int
	banner *banner
}

func (l *lobby) announce(text string) { l.banner = &banner{text: text} }

func (l *lobby) headline() string {
	if l.banner == nil {
		return ""
	}
	return l.banner.text
}

// openLobby makes a lobby for size players, whose greeting is set later.
func openLobby(size int) *lobby {
	type banner = string
	var greeting banner = "welcome"
	_ = greeting
	return &lobby{size: size}
}

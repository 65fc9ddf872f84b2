// Case: refused (cycle_depth). A roster service encodes through `&` of a map: json counts
// the pointer and the map as two levels on its way down, `&` of a struct as one. For a
// value that refers back to itself (a team whose captain points at the team, or an `any`
// that may hold one) json would report the cycle one level earlier and name another type
// in its error ("via *roster.Player" where it said "via *roster.Team").
package roster

import "encoding/json"

// Team has a captain, who points back at the team.
type Team struct {
	Name    string
	Captain *Player
}

// Player plays for a team.
type Player struct {
	Name string
	Team *Team
}

// EncodeTeam encodes a team with its season.
func EncodeTeam(t *Team, season int) ([]byte, error) {
	return json.Marshal(&map[string]any{"team": t, "season": season})
}

// EncodeEntry encodes any roster entry under its kind.
func EncodeEntry(kind string, entry any) ([]byte, error) {
	payload := map[string]any{"kind": kind, "entry": entry}
	return json.Marshal(&payload)
}

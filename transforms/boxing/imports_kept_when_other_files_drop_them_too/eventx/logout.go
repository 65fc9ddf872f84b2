package eventx

import (
	"encoding/json"

	"example.com/twofiles/attrs"
)

// Logout is a logout event's JSON.
func Logout(user string, seconds int) ([]byte, error) {
	return json.Marshal(attrs.Fields{"user": user, "seconds": seconds})
}

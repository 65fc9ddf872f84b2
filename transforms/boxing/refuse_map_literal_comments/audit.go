// Case: refused (literal_comments). Audit events whose map literals carry comments: one
// before a key, one after an entry's comma, one between a key and its value. The struct
// literal a rewrite writes keeps each value's text, not the comments around the entries,
// so each call is refused, quoting the comment.
package audit

import "encoding/json"

// Event encodes one audited action.
func Event(user, action string, status int) ([]byte, error) {
	return json.Marshal(map[string]any{
		// Who performed the action: an account ID, never a display name.
		"user":   user,
		"action": action,
		"status": status, // the HTTP status the action ended with
	})
}

// Denied encodes a refused action.
func Denied(user string, code int) ([]byte, error) {
	event := map[string]any{"user": user, "code": /* a policy code */ code}
	return json.Marshal(event)
}

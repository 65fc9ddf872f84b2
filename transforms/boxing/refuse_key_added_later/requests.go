// Case: refused (key added or deleted later). Each map is built from a literal but then
// gains an "error" key when the request failed, loses "client_ip" when redaction is on,
// or loses every key when a session expired (`clear`), before json.Marshal: a struct's
// fields are fixed, so it cannot follow any of these changes.
package requests

import "encoding/json"

// EncodeRequest encodes one served request, with the failure when there was one.
func EncodeRequest(method, path string, status int, err error) ([]byte, error) {
	m := map[string]interface{}{"method": method, "path": path, "status": status}
	if err != nil {
		m["error"] = err.Error()
	}
	return json.Marshal(m)
}

// EncodeAccess encodes an access-log entry, without the client address when redacting.
func EncodeAccess(user, clientIP string, bytesSent int64, redact bool) ([]byte, error) {
	entry := map[string]interface{}{"user": user, "client_ip": clientIP, "bytes_sent": bytesSent}
	if redact {
		delete(entry, "client_ip")
	}
	return json.Marshal(entry)
}

// EncodeSession encodes a session, as an empty object once it expired.
func EncodeSession(user string, hits int, expired bool) ([]byte, error) {
	s := map[string]interface{}{"user": user, "hits": hits}
	if expired {
		clear(s)
	}
	return json.Marshal(s)
}

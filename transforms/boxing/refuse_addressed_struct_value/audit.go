// Case: refused (addressable_value, pointer_marshaler). An audit log encodes its entries
// through `&`: a struct value inside the map has a field whose type has a pointer-receiver
// MarshalJSON (a redacted secret). In the map that field is never addressable and prints
// as a plain string; behind `&struct{…}` it would be, and json would print "***" instead.
// A token type whose MarshalJSON is declared only in a file behind `//go:build redact`
// is refused too: in that build the struct's field would call it, the map's value not.
package audit

import "encoding/json"

// Secret is a credential that redacts itself when encoded through a pointer.
type Secret string

// MarshalJSON hides the secret.
func (s *Secret) MarshalJSON() ([]byte, error) { return []byte(`"***"`), nil }

// Credentials is who logged in, with what.
type Credentials struct {
	User     string
	Password Secret
}

// Token is a session token; redact.go hides it in redacting builds.
type Token string

// Login encodes one login attempt for the audit trail.
func Login(user string, password Secret, ok bool) ([]byte, error) {
	entry := map[string]any{"creds": Credentials{User: user, Password: password}, "ok": ok}
	return json.Marshal(&entry)
}

// Session encodes a session start.
func Session(user string, token Token) ([]byte, error) {
	return json.Marshal(&map[string]any{"user": user, "token": token})
}

// Case: refused (a pointer-receiver MarshalJSON, declared only in a file another build
// compiles, on the type of a field of the value). Login holds a secrets.Token and Card a
// Pin; secrets/redact.go and pin_redact.go (`//go:build redact`) give their pointers a
// MarshalJSON. In a map the struct value is not addressable and json never calls it; as a
// field of `&struct{…}{…}` it is, so the `redact` build would print "[redacted]" where it
// printed the token. The type checker sees this build only: the facts program reads the
// files go list leaves out, in this package and in secrets.
package authlog

import (
	"encoding/json"

	"example.com/authlog/secrets"
)

// Login is one sign-in attempt as the audit log records it.
type Login struct {
	User  string
	Token secrets.Token
}

// Card is a payment card on file.
type Card struct {
	Last4 string
	PIN   [1]Pin
}

// Pin is a card's PIN.
type Pin string

// LoginEvent encodes a sign-in attempt for the audit log.
func LoginEvent(l Login, ok bool) ([]byte, error) {
	return json.Marshal(map[string]any{"login": l, "ok": ok})
}

// CardEvent encodes a card change for the audit log.
func CardEvent(c Card) ([]byte, error) {
	return json.Marshal(map[string]any{"card": c})
}

// Case: refused (a pointer-receiver MarshalJSON spelled `func (p *(Password))` in a file
// another build compiles). LoginEvent marshals a map literal holding a Password. In a
// map the value is not addressable and the method never runs; a struct field of `&struct
// {…}{…}` is, so the `redact` build would print "[redacted]" where it printed the
// password. gofmt keeps the parenthesised receiver, and the pass reads it as `*Password`.
package audit

import "encoding/json"

// Password is a secret a login event carries.
type Password string

// LoginEvent encodes a login attempt for the audit log.
func LoginEvent(user string, pw Password, ok bool) ([]byte, error) {
	return json.Marshal(&map[string]any{"user": user, "password": pw, "ok": ok})
}

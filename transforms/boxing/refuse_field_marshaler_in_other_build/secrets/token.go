// Package secrets holds the credentials the services pass around.
package secrets

// Token is a bearer token.
type Token string
